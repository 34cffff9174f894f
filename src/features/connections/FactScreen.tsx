import { Body1, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { FactList } from '../../components/FactList';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { formatCount, formatDateTime } from './format';
import { FullResync } from './FullResync';
import { useFact } from './useFacts';
import { LANDED_TABLES_HREF } from '../../routes/hrefs';

const useStyles = makeStyles({
  columns: { margin: 0, paddingLeft: '1.25em', columns: '2 140px', columnGap: tokens.spacingHorizontalL },
});

function Fact({ id }: { id: string }) {
  const styles = useStyles();
  const { table, isPending, statsPending, rowCount, feeds } = useFact(id);
  if (isPending) return <Spinner label="Loading the table…" />;
  if (!table) {
    return (
      <Body1>
        No landed table has the id {id}. <AppLink to={LANDED_TABLES_HREF}>See all landed tables</AppLink>.
      </Body1>
    );
  }
  const newest = feeds
    .map((feed) => feed.lastSuccessful?.finished ?? null)
    .filter((when): when is string => when !== null)
    .sort()
    .at(-1);
  const facts: Array<readonly [string, string]> = [
    ['Table', table.friendlyName],
    ['Warehouse name', table.tableName],
    ['What it holds', table.description ?? '—'],
    ['Rows', statsPending ? 'Counting…' : rowCount === null ? 'Not known' : formatCount(rowCount)],
    ['Last successful import', formatDateTime(newest)],
    [
      'Fed by',
      feeds.length === 0
        ? statsPending
          ? '…'
          : 'No connection yet'
        : feeds
            .map((feed) => `${feed.connection?.name ?? feed.connectionName} (${formatCount(feed.rows)} rows)`)
            .join(', '),
    ],
  ];
  const landed = feeds
    .map((feed) => feed.lastLanded)
    .filter((when): when is string => when !== null)
    .sort()
    .at(-1);
  if (landed) facts.push(['Newest row landed', formatDateTime(landed)]);
  return (
    <>
      <FactList facts={facts} />
      <Subtitle2 as="h2">{`Columns (${table.columns.length})`}</Subtitle2>
      <ul className={styles.columns}>
        {table.columns.map((column) => (
          <li key={column.id}>{column.friendlyName}</li>
        ))}
      </ul>
      <FullResync
        tableName={table.tableName}
        connections={feeds.flatMap((feed) => (feed.connection ? [feed.connection] : []))}
      />
      <AppLink to={LANDED_TABLES_HREF}>All landed tables</AppLink>
    </>
  );
}

export default function FactScreen() {
  const { id } = useParams();
  return (
    <Screen description="One landed table: what it holds, how many rows, how fresh, and which connection feeds it.">
      <RequireInstance>
        <Fact id={id ?? ''} />
      </RequireInstance>
    </Screen>
  );
}
