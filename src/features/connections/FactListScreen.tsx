import { Body1, Caption1, Card, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { AppLink } from '../../components/AppLink';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { formatCount } from './format';
import { useFactTables, useTableFeeds, type TableFeedsEntry } from './useFacts';
import { CONNECT_HREF, landedTableHref } from '../../routes/hrefs';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: { listStyleType: 'none' },
  caption: { color: tokens.colorNeutralForeground2 },
});

/** " · 59,784 rows · fed by Harbour Traders Omni" from the server's count; nothing while it is not known. */
function feedsCaption(counted: TableFeedsEntry | undefined): string {
  if (!counted) return '';
  const fedBy = counted.feeds.map((feed) => feed.connectionName).join(', ');
  return ` · ${formatCount(counted.rows)} rows` + (fedBy ? ` · fed by ${fedBy}` : '');
}

function FactTables() {
  const styles = useStyles();
  const { tables, isPending } = useFactTables();
  const { byTableId } = useTableFeeds();
  if (isPending) return <Spinner label="Loading the warehouse catalogue…" />;
  if (tables.length === 0) {
    return (
      <Body1>
        No tables have landed yet. <AppLink to={CONNECT_HREF}>Connect a source and import its data</AppLink>.
      </Body1>
    );
  }
  return (
    <ul className={styles.list} aria-label="Landed tables">
      {tables.map((table) => (
        <li key={table.id} className={styles.item}>
          <Card size="small">
            <AppLink to={landedTableHref(table.id)}>{table.friendlyName}</AppLink>
            <Caption1 className={styles.caption}>
              {`${table.layer === 'source' ? `As ${table.sourceSystem ?? 'its source'} sends it · ` : ''}${table.columns.length} columns`}
              {feedsCaption(byTableId.get(table.id))}
              {table.description ? ` · ${table.description}` : ''}
            </Caption1>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export default function FactListScreen() {
  return (
    <Screen description="The tables landed from your connections into your warehouse.">
      <RequireInstance>
        <FactTables />
      </RequireInstance>
    </Screen>
  );
}
