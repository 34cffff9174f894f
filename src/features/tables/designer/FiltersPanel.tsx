import { Button, Caption1 } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { useState } from 'react';
import { labelOf } from '../../../design/catalogue';
import { AddFilterWizard } from './AddFilterWizard';
import { describeFilter } from './filterText';
import { AnyOfSection } from './AnyOfSection';
import { SortSection } from './SortSection';
import { TopPerGroupSection } from './TopPerGroupSection';
import { TotalsFilterSection } from './TotalsFilterSection';
import type { PanelProps } from './panelProps';
import { usePanelStyles } from './styles';

/**
 * FILTERS: which rows the design keeps (every filter must hold, and one of each any-of list), which groups (filters
 * on totals, the top N within each group), and their order.
 */
export function FiltersPanel({ routeId, design, dispatch, schema }: PanelProps) {
  const styles = usePanelStyles();
  const [adding, setAdding] = useState(false);
  return (
    <div className={styles.panel}>
      {design.filters.length === 0 ? (
        <Caption1 className={styles.muted}>No filters: every row of the table lands.</Caption1>
      ) : (
        <ul className={styles.list} aria-label="Filters">
          {design.filters.map((filter) => {
            const text = describeFilter(
              labelOf(schema, design.table, filter.column),
              filter.op,
              filter.values,
            );
            return (
              <li key={filter.id} className={styles.item}>
                <span className={styles.muted}>{text}</span>
                <div className={styles.itemActions}>
                  <Button
                    size="small"
                    icon={<DeleteRegular />}
                    aria-label={`Remove filter: ${text}`}
                    onClick={() => dispatch({ type: 'removeFilter', id: filter.id })}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {adding ? (
        <AddFilterWizard
          routeId={routeId}
          design={design}
          schema={schema}
          onCancel={() => setAdding(false)}
          onAdd={(filter) => {
            dispatch({ type: 'addFilter', filter });
            setAdding(false);
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button icon={<AddRegular />} disabled={!design.table} onClick={() => setAdding(true)}>
            Add filter
          </Button>
        </div>
      )}
      <AnyOfSection routeId={routeId} design={design} dispatch={dispatch} schema={schema} />
      <TotalsFilterSection design={design} dispatch={dispatch} schema={schema} />
      <TopPerGroupSection design={design} dispatch={dispatch} schema={schema} />
      <SortSection design={design} dispatch={dispatch} schema={schema} />
    </div>
  );
}
