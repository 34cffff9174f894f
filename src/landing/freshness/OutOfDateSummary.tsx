/** Home's freshness block: which landed tables are out of date, and the way to refresh them. */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { TABLES_HREF } from '../../routes/hrefs';
import { AppLink } from '../../components/AppLink';
import { outOfDateSummary, REFRESH_ALL_OUT_OF_DATE } from './freshnessText';
import { useOutOfDateTables } from './useOutOfDateTables';

export function OutOfDateSummary() {
  const { tables } = useOutOfDateTables();
  if (!tables || tables.length === 0) return null;
  return (
    <MessageBar intent="warning" aria-live="polite">
      <MessageBarBody>
        {outOfDateSummary(tables.map((table) => table.designName || table.tableName))}{' '}
        <AppLink to={TABLES_HREF}>{REFRESH_ALL_OUT_OF_DATE}</AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}
