import { Button, Caption1, Subtitle2 } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { useId, useState } from 'react';
import { anyOfWords, TOTALS_LIMITS, type QueryFilter } from '@wharf/contract';
import { labelOf } from '../../../design/catalogue';
import { AddFilterWizard } from './AddFilterWizard';
import { describeFilter } from './filterText';
import type { PanelProps } from './panelProps';
import { usePanelStyles } from './styles';

const { maxAnyOfConditions: MOST, maxAnyOfGroups } = TOTALS_LIMITS;
const LEAST = 2;

/**
 * Any of: a list of conditions of which any one may hold ("Branch is Auckland, or Total more than 5,000"), beside
 * the filters that must all hold. Each condition is built as a filter is; a list takes 2 to 20.
 */
export function AnyOfSection({ routeId, design, dispatch, schema }: PanelProps) {
  const styles = usePanelStyles();
  const headingId = useId();
  const [pending, setPending] = useState<QueryFilter[]>([]);
  const [adding, setAdding] = useState(false);
  const words = (filter: QueryFilter) =>
    describeFilter(labelOf(schema, design.table, filter.column), filter.op, filter.values);
  const groups = design.anyOf ?? [];
  const full = groups.length >= maxAnyOfGroups;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Any one of these
      </Subtitle2>
      {groups.length > 0 ? (
        <ul className={styles.list} aria-label="Any-of lists">
          {groups.map((group, index) => {
            const text = anyOfWords(group.map(words));
            return (
              <li key={`${index}-${text}`} className={styles.item}>
                <span className={styles.muted}>{text}</span>
                <div className={styles.itemActions}>
                  <Button
                    size="small"
                    icon={<DeleteRegular />}
                    aria-label={`Remove: ${text}`}
                    onClick={() => dispatch({ type: 'removeAnyOf', index })}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Caption1 className={styles.muted}>
        Keeps a row when any one of the conditions holds ({LEAST} to {MOST} conditions in a list).
      </Caption1>
      {pending.length > 0 ? (
        <ul className={styles.list} aria-label="Conditions of the new list">
          {pending.map((filter, index) => (
            <li key={`${index}-${words(filter)}`} className={styles.item}>
              <span className={styles.muted}>{index === 0 ? words(filter) : `or ${words(filter)}`}</span>
              <div className={styles.itemActions}>
                <Button
                  size="small"
                  icon={<DeleteRegular />}
                  aria-label={`Remove condition: ${words(filter)}`}
                  onClick={() => setPending(pending.filter((_, at) => at !== index))}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {adding ? (
        <AddFilterWizard
          routeId={routeId}
          design={design}
          schema={schema}
          addLabel="Add this condition"
          onCancel={() => setAdding(false)}
          onAdd={(filter) => {
            setPending([...pending, { column: filter.column, op: filter.op, values: [...filter.values] }]);
            setAdding(false);
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button
            icon={<AddRegular />}
            disabled={!design.table || pending.length >= MOST || full}
            onClick={() => setAdding(true)}
          >
            Add condition
          </Button>
          <Button
            disabled={pending.length < LEAST || full}
            onClick={() => {
              dispatch({ type: 'addAnyOf', group: pending });
              setPending([]);
            }}
          >
            Keep rows matching any one
          </Button>
        </div>
      )}
    </section>
  );
}
