import {
  Caption1,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { warehouseTableFeedsQueryOptions } from '../../../api/queryOptions/warehouse';
import { selectCurrentInstanceId, useClientState } from '../../../store';
import { BeforeFirstImport } from '../../../components/BeforeFirstImport';
import { findTable, type DwTable } from '../../../design/catalogue';
import { sourceGroupHeading, tablesOffered } from '../../../design/tableOffer';
import { DesignSummary } from './DesignSummary';
import type { PanelProps } from './panelProps';
import { usePanelStyles } from './styles';
import { useFollowedState } from './useFollowedState';
import { countOf } from '../../../format/words';

const useStyles = makeStyles({
  groupHeading: { display: 'block', marginTop: tokens.spacingVerticalM },
});

/**
 * How many rows a table holds: the server's count (/api/warehouseTableFeeds), the same figure the
 * landed-table screens show.
 */
function useRowCount(table: string) {
  const instanceId = useClientState(selectCurrentInstanceId);
  const query = useQuery({ ...warehouseTableFeedsQueryOptions(instanceId), staleTime: 60_000 });
  const counted = query.data?.tables.find((candidate) => candidate.tableName === table);
  return counted ? counted.rows : null;
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
  const own = useStyles();
  const offer = tablesOffered(schema, design.table);
  const tableRadio = (candidate: DwTable) => (
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
  );

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
      {!schema ? (
        <Caption1 className={styles.muted}>Loading the warehouse tables…</Caption1>
      ) : !offer.hasData && !design.table ? (
        <BeforeFirstImport what="design a table from" />
      ) : (
        <RadioGroup
          aria-labelledby={tablesId}
          value={design.table}
          onChange={(_, data) => dispatch({ type: 'setTable', table: data.value })}
        >
          {offer.business.map(tableRadio)}
          {offer.sources.map((group, index) => (
            <div key={group.sourceSystem} role="group" aria-labelledby={`${tablesId}-source-${index}`}>
              <Subtitle2 as="h3" id={`${tablesId}-source-${index}`} className={own.groupHeading}>
                {sourceGroupHeading(group)}
              </Subtitle2>
              <Caption1 block className={styles.muted}>
                As the connector lands them, before the model builds the business tables above from them.
              </Caption1>
              {group.tables.map(tableRadio)}
            </div>
          ))}
        </RadioGroup>
      )}
      {table ? (
        <Caption1 className={styles.muted} aria-live="polite">
          {table.friendlyName}: {table.columns.length} columns
          {rowCount !== null ? `, ${countOf(rowCount, 'row')}` : ''}. Choosing another table starts the
          columns and filters over (undo brings them back).
        </Caption1>
      ) : null}
      <DesignSummary design={design} schema={schema} />
    </div>
  );
}
