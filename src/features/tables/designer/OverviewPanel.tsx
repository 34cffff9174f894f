import { Caption1, Field, Input, Radio, RadioGroup, Subtitle2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { warehouseTableFeedsQueryOptions } from '../../../api/queryOptions/warehouse';
import { selectCurrentInstanceId, useClientState } from '../../../store';
import { findTable } from '../../../design/catalogue';
import type { PanelProps } from './panelProps';
import { usePanelStyles } from './styles';
import { useFollowedState } from './useFollowedState';

/**
 * How many rows a table holds (as text): the server's count (/api/warehouseTableFeeds), the same figure the
 * landed-table screens show.
 */
function useRowCount(table: string) {
  const instanceId = useClientState(selectCurrentInstanceId);
  const query = useQuery({ ...warehouseTableFeedsQueryOptions(instanceId), staleTime: 60_000 });
  const counted = query.data?.tables.find((candidate) => candidate.tableName === table);
  return counted ? counted.rows.toLocaleString() : null;
}

/** OVERVIEW: the design's name and its source table, with the table's description and size. */
export function OverviewPanel({ design, dispatch, schema }: PanelProps) {
  const styles = usePanelStyles();
  const tablesId = useId();
  // Undo and redo change the name from outside: the field follows them.
  const [name, setName] = useFollowedState(design.name);
  const table = findTable(schema, design.table);
  const rowCount = useRowCount(design.table);
  const commitName = () => dispatch({ type: 'setName', name: name.trim() });

  return (
    <div className={styles.panel}>
      <Field label="Design name" hint="Saved with this name; the landed table is named after it.">
        <Input
          value={name}
          onChange={(_, data) => setName(data.value)}
          onBlur={commitName}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitName();
          }}
        />
      </Field>
      <Subtitle2 as="h2" id={tablesId}>
        Source table
      </Subtitle2>
      {schema ? (
        <RadioGroup
          aria-labelledby={tablesId}
          value={design.table}
          onChange={(_, data) => dispatch({ type: 'setTable', table: data.value })}
        >
          {schema.tables.map((candidate) => (
            <Radio
              key={candidate.id}
              value={candidate.tableName}
              label={{
                children: (
                  <>
                    {candidate.friendlyName}
                    {candidate.description ? (
                      <Caption1 block className={styles.muted}>
                        {candidate.description}
                      </Caption1>
                    ) : null}
                  </>
                ),
              }}
            />
          ))}
        </RadioGroup>
      ) : (
        <Caption1 className={styles.muted}>Loading the warehouse tables…</Caption1>
      )}
      {table ? (
        <Caption1 className={styles.muted} aria-live="polite">
          {table.friendlyName}: {table.columns.length} columns
          {rowCount !== null ? `, ${rowCount} rows` : ''}. Choosing another table starts the columns and
          filters over (undo brings them back).
        </Caption1>
      ) : null}
    </div>
  );
}
