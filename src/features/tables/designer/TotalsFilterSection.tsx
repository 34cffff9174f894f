import { Button, Caption1, Field, Input, Select, Subtitle2 } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { useId, useState } from 'react';
import {
  AGGREGATE_LABEL,
  HAVING_OPS,
  HAVING_WORDS,
  havingPhrase,
  havingWords,
  derivedOf,
  measureKeyOf,
  TOTALS_LIMITS,
  type HavingOp,
} from '@wharf/contract';
import { labelOf } from '../../../design/catalogue';
import type { SourceColumn } from '../../../design/tableDesign';
import type { PanelProps } from './panelProps';
import { TotalSelect } from './TotalSelect';
import { usePanelStyles } from './styles';

const isHavingOp = (value: string): value is HavingOp => (HAVING_OPS as readonly string[]).includes(value);

/**
 * Filters on totals: which groups of a summarized design land ("Customers with Orders more than 10"), beside the
 * row filters. Offered once the design totals a column (or a measure) and groups by another.
 */
export function TotalsFilterSection({ design, dispatch, schema }: Omit<PanelProps, 'routeId'>) {
  const styles = usePanelStyles();
  const headingId = useId();
  const sources = design.columns.filter((c): c is SourceColumn => c.kind === 'source');
  // A share or a comparison is computed from a total: neither a total to filter on nor a group.
  const isTotal = (c: SourceColumn) =>
    c.aggregate !== undefined || measureKeyOf(c.ref) !== null || derivedOf(c.ref)?.kind === 'calc';
  const summarizing = sources.some(isTotal);
  const totals = sources.filter(isTotal);
  const groups = summarizing ? sources.filter((c) => !isTotal(c) && derivedOf(c.ref) === null) : [];
  const name = (c: SourceColumn) => {
    if (derivedOf(c.ref) !== null) return c.name;
    const label = labelOf(schema, design.table, c.ref);
    return c.aggregate ? `${AGGREGATE_LABEL[c.aggregate]} ${label}` : label;
  };
  const nameOf = (ref: string) => {
    const column = sources.find((c) => c.ref === ref);
    return column ? name(column) : labelOf(schema, design.table, ref);
  };
  const having = design.having ?? [];
  const [column, setColumn] = useState('');
  const [op, setOp] = useState<HavingOp>('gt');
  const [low, setLow] = useState('');
  const [high, setHigh] = useState('');
  const chosen = totals.some((c) => c.ref === column) ? column : '';
  const values = (op === 'between' ? [low, high] : [low]).map((text) =>
    text.trim() === '' ? NaN : Number(text),
  );
  const ready = chosen !== '' && values.every(Number.isFinite) && having.length < TOTALS_LIMITS.maxHaving;
  const groupNames = groups.map(name);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Filters on totals
      </Subtitle2>
      {having.length > 0 && (
        <ul className={styles.list} aria-label="Filters on totals">
          {having.map((filter, index) => {
            const text = havingWords(groupNames, havingPhrase(nameOf(filter.column), filter));
            return (
              <li key={`${filter.column}-${index}`} className={styles.item}>
                <span className={styles.muted}>{text}</span>
                <div className={styles.itemActions}>
                  <Button
                    size="small"
                    icon={<DeleteRegular />}
                    aria-label={`Remove filter on totals: ${text}`}
                    onClick={() => dispatch({ type: 'removeHaving', index })}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {totals.length === 0 || groups.length === 0 ? (
        <Caption1 className={styles.muted}>
          To keep only some groups by their total (customers with more than 10 orders), total a column or add
          a measure on COLUMNS, and keep a column to group by.
        </Caption1>
      ) : (
        <>
          <TotalSelect
            label="Total"
            totals={totals.map((c) => ({ ref: c.ref, name: name(c) }))}
            value={chosen}
            onChange={setColumn}
          />
          <Field label="Keep groups where the total is">
            <Select value={op} onChange={(_, data) => isHavingOp(data.value) && setOp(data.value)}>
              {HAVING_OPS.map((value) => (
                <option key={value} value={value}>
                  {HAVING_WORDS[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={op === 'between' ? 'From' : 'Value'}>
            <Input type="number" inputMode="decimal" value={low} onChange={(_, data) => setLow(data.value)} />
          </Field>
          {op === 'between' && (
            <Field label="To">
              <Input
                type="number"
                inputMode="decimal"
                value={high}
                onChange={(_, data) => setHigh(data.value)}
              />
            </Field>
          )}
          <div className={styles.actions}>
            <Button
              icon={<AddRegular />}
              disabled={!ready}
              onClick={() => {
                dispatch({ type: 'addHaving', filter: { column: chosen, op, values } });
                setLow('');
                setHigh('');
              }}
            >
              Add filter on totals
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
