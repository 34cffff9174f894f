/** The table's own screen: says so when its landed table holds older data than the warehouse. */
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { OUT_OF_DATE } from './';
import type { TableDesign } from '../../design/tableDesign';
import { isDesignOutOfDate, useOutOfDateTableNames } from './useOutOfDateDesigns';

export function OutOfDateNotice({ design }: { design: TableDesign }) {
  const outOfDate = useOutOfDateTableNames();
  if (!isDesignOutOfDate(design, outOfDate)) return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        <MessageBarTitle>{OUT_OF_DATE}</MessageBarTitle>
        The warehouse has newer data than this table holds: land it again from UPDATE to refresh it.
      </MessageBarBody>
    </MessageBar>
  );
}
