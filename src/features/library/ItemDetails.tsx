import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LibraryItem } from '@wharf/contract';
import { clientDWSchemaQueryOptions } from '../../api/queryOptions/warehouse';
import { selectCurrentInstanceId, useClientState } from '../../store';
import { dateText, rowsText, sourceText, visibilityText } from './itemText';
import { NO_TOPIC } from './libraryView';
import { columnWords, filterWords, lastLanded, queryOf, sortWords, tableName } from '../../design/plainWords';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  list: { margin: 0, paddingLeft: '1.25em' },
  design: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  line: { margin: 0 },
});

interface ItemDetailsProps {
  item: LibraryItem;
  topicName: string | null;
}

/** Everything the item holds, in plain words: who it is from, what it reads, its columns and filters. */
export function ItemDetails({ item, topicName }: ItemDetailsProps) {
  const styles = useStyles();
  const instanceId = useClientState(selectCurrentInstanceId);
  const catalogue = useQuery({
    ...clientDWSchemaQueryOptions(instanceId),
    enabled: instanceId !== null,
  }).data;
  const query = queryOf(item.definition);
  const landed = lastLanded(item.definition);
  const facts: [string, ReactNode][] = [
    ['Description', item.description || 'No description.'],
    ['Topic', topicName ?? NO_TOPIC],
    ['Owner', item.owner?.name ?? 'Nobody: it comes with the connector'],
    [
      'Made by',
      item.sourceType === 'managed' ? 'Wharf: a template of the connector' : 'A person, from a design',
    ],
    ['Shared', visibilityText(item)],
    ['Reads', query ? tableName(catalogue, query.table) : 'Not a table design'],
    [
      'Last landed',
      landed ? `${dateText(landed.at)}, ${rowsText(landed.rowCount)}` : 'Not landed from here yet',
    ],
    ['Updated', dateText(item.updated)],
  ];
  const filters = query ? filterWords(catalogue, query) : [];
  const sort = query ? sortWords(catalogue, query) : null;
  return (
    <>
      <Caption1>{sourceText(item)}</Caption1>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.pair}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {query ? (
        <div className={styles.design}>
          <Body1 as="p" className={styles.line}>
            Columns:
          </Body1>
          <ul className={styles.list} aria-label="Columns">
            {columnWords(catalogue, query).map((words, index) => (
              <li key={`${index}-${words}`}>{words}</li>
            ))}
          </ul>
          <Body1 as="p" className={styles.line}>
            {filters.length === 0 ? 'No filters: every row.' : 'Filters:'}
          </Body1>
          {filters.length > 0 ? (
            <ul className={styles.list} aria-label="Filters">
              {filters.map((words) => (
                <li key={words}>{words}</li>
              ))}
            </ul>
          ) : null}
          {sort ? (
            <Body1 as="p" className={styles.line}>
              Sorted by {sort}.
            </Body1>
          ) : null}
          <Body1 as="p" className={styles.line}>
            At most {(query.limit ?? 100_000).toLocaleString()} rows.
          </Body1>
        </div>
      ) : null}
    </>
  );
}
