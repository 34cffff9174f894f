import { Button, Caption1, Field, Select, Subtitle2 } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { ArrowDownRegular } from '@fluentui/react-icons/svg/arrow-down';
import { ArrowUpRegular } from '@fluentui/react-icons/svg/arrow-up';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { useId, useState } from 'react';
import { sourceRefs } from '../../../design/buildQuery';
import { labelOf } from '../../../design/catalogue';
import { chosenLabel } from './derivedText';
import { MAX_SORT_KEYS } from '../../../design/tableDesign';
import type { PanelProps } from './panelProps';
import { usePanelStyles } from './styles';

const DIRECTIONS = { asc: 'Ascending (A→Z, 0→9, oldest first)', desc: 'Descending (Z→A, 9→0, newest first)' };
const directionWord = (desc: boolean | undefined) => (desc ? 'descending' : 'ascending');

/** The rows' order: one or more of the design's source columns, each ascending or descending, first key first. */
export function SortSection({ design, dispatch, schema }: Omit<PanelProps, 'routeId'>) {
  const styles = usePanelStyles();
  const headingId = useId();
  const keys = design.sort ?? [];
  const label = (ref: string) => chosenLabel(design, ref, (other) => labelOf(schema, design.table, other));
  // The query sorts by chosen columns only (a key on a column taken out of the design is dropped).
  const candidates = sourceRefs(design).filter((ref) => !keys.some((key) => key.column === ref));
  const [column, setColumn] = useState('');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const chosen = candidates.includes(column) ? column : '';
  const last = keys.length - 1;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Sort
      </Subtitle2>
      {keys.length === 0 ? (
        <Caption1 className={styles.muted}>Not sorted: rows land in the warehouse’s order.</Caption1>
      ) : (
        <ol className={styles.list} aria-label="Sort keys">
          {keys.map((key, index) => {
            const text = `${label(key.column)}, ${directionWord(key.desc)}`;
            return (
              <li key={key.column} className={styles.item}>
                <span className={styles.itemTitle}>
                  {index === 0 ? 'Sort by' : 'Then by'} {text}
                </span>
                <div className={styles.itemActions}>
                  <Button
                    size="small"
                    onClick={() => dispatch({ type: 'sortBy', column: key.column, desc: !key.desc })}
                  >
                    Make {directionWord(!key.desc)}
                  </Button>
                  <Button
                    size="small"
                    icon={<ArrowUpRegular />}
                    aria-label={`Sort by ${label(key.column)} earlier`}
                    disabledFocusable={index === 0}
                    onClick={() => dispatch({ type: 'moveSort', column: key.column, offset: -1 })}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownRegular />}
                    aria-label={`Sort by ${label(key.column)} later`}
                    disabledFocusable={index === last}
                    onClick={() => dispatch({ type: 'moveSort', column: key.column, offset: 1 })}
                  />
                  <Button
                    size="small"
                    icon={<DeleteRegular />}
                    aria-label={`Stop sorting by ${label(key.column)}`}
                    onClick={() => dispatch({ type: 'removeSort', column: key.column })}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {candidates.length === 0 ? (
        <Caption1 className={styles.muted}>
          {sourceRefs(design).length === 0
            ? 'Add a source column on COLUMNS to sort by it.'
            : 'Every source column of the design already sorts.'}
        </Caption1>
      ) : (
        <>
          <Field label="Sort by column">
            <Select value={chosen} onChange={(_, data) => setColumn(data.value)}>
              <option value="">Choose a column…</option>
              {candidates.map((ref) => (
                <option key={ref} value={ref}>
                  {label(ref)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Direction">
            <Select
              value={direction}
              onChange={(_, data) => setDirection(data.value === 'desc' ? 'desc' : 'asc')}
            >
              <option value="asc">{DIRECTIONS.asc}</option>
              <option value="desc">{DIRECTIONS.desc}</option>
            </Select>
          </Field>
          <div className={styles.actions}>
            <Button
              icon={<AddRegular />}
              disabled={!chosen || keys.length >= MAX_SORT_KEYS}
              onClick={() => {
                dispatch({ type: 'sortBy', column: chosen, desc: direction === 'desc' });
                setColumn('');
                setDirection('asc');
              }}
            >
              Add sort key
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
