import { Button, Caption1, Field, Radio, RadioGroup, Select, Subtitle2 } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useId, useState } from 'react';
import {
  comparisonName,
  derivedColumnName,
  derivedOf,
  derivedRef,
  isRunningPeriod,
  parsePeriodValues,
  periodName,
  spanOf,
  type CompareAgainst,
  type CompareSpan,
  type PeriodSpec,
} from '@wharf/contract';
import { labelOf } from '../../../design/catalogue';
import { designTotals, type NamedRef } from './designTotals';
import type { TableDesign } from '../../../design/tableDesign';
import type { PanelProps } from './panelProps';
import { TotalSelect } from './TotalSelect';
import { usePanelStyles } from './styles';

interface PeriodFilter {
  column: string;
  spec: PeriodSpec;
  label: string;
}

/**
 * The columns already compared another way whose headers name that comparison ("Revenue, the month before"), with
 * the names the new comparison gives them; a header a person wrote stays.
 */
function renamedComparisons(
  design: TableDesign,
  totals: readonly NamedRef[],
  comparison: string,
): Record<number, string> {
  const old = design.compare;
  const read = design.filters.find((f) => f.op === 'inPeriod' && f.column === old?.column);
  const spec = read ? parsePeriodValues(read.values) : null;
  if (!old || !spec?.ok) return {};
  const before = comparisonName(spec.spec, old.against, spanOf(old));
  const renamed: Record<number, string> = {};
  for (const column of design.columns) {
    const derived = column.kind === 'source' ? derivedOf(column.ref) : null;
    const total = derived?.kind === 'previous' ? totals.find((t) => t.ref === derived.base) : undefined;
    if (!derived || !total) continue;
    const was = derivedColumnName(derived, total.name, { comparison: before });
    if (column.name === was) renamed[column.id] = derivedColumnName(derived, total.name, { comparison });
  }
  return renamed;
}

/**
 * Comparison: beside a total over the design's relative period, the same total over the period before or the same
 * period a year earlier, its change and its change in percent. Offered once a date column is filtered by a
 * relative period (last month, the last 30 days…) and the design totals something. A period still running (this
 * month, this year…) is compared like for like — its whole days before today against the same days of the earlier
 * period — unless the whole earlier period is asked for (docs/tables.md "Comparisons").
 */
export function CompareSection({ design, dispatch, schema }: Omit<PanelProps, 'routeId'>) {
  const styles = usePanelStyles();
  const headingId = useId();
  const againstId = useId();
  const spanId = useId();
  const { totals } = designTotals(design, schema);
  const periods: PeriodFilter[] = design.filters.flatMap((filter) => {
    const read = filter.op === 'inPeriod' ? parsePeriodValues(filter.values) : null;
    if (!read?.ok) return [];
    const column = labelOf(schema, design.table, filter.column);
    return [
      { column: filter.column, spec: read.spec, label: `${column}: ${periodName(read.spec).toLowerCase()}` },
    ];
  });
  const [periodColumn, setPeriodColumn] = useState(design.compare?.column ?? '');
  const [base, setBase] = useState('');
  const [against, setAgainst] = useState<CompareAgainst>(design.compare?.against ?? 'previousPeriod');
  const [span, setSpan] = useState<CompareSpan>(design.compare ? spanOf(design.compare) : 'toDate');
  const period = periods.find((p) => p.column === periodColumn) ?? periods[0];
  const running = period !== undefined && isRunningPeriod(period.spec.period);
  const chosenSpan: CompareSpan = running ? span : 'toDate';
  const compared = (ref: string) =>
    design.columns.some((c) => c.kind === 'source' && c.ref === derivedRef('previous', ref));
  const offered = totals.filter((total) => !compared(total.ref) && derivedOf(total.ref)?.kind !== 'share');
  const chosen = offered.find((total) => total.ref === base);
  const replaces =
    design.compare !== undefined &&
    period !== undefined &&
    (design.compare.column !== period.column ||
      design.compare.against !== against ||
      (running && spanOf(design.compare) !== span));

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Compare with an earlier period
      </Subtitle2>
      {periods.length === 0 || totals.length === 0 ? (
        <Caption1 className={styles.muted}>
          To compare a total with the period before or a year earlier, filter a date column by a period
          relative to today (last month, the last 30 days…) on FILTERS, and add a measure or total a column.
        </Caption1>
      ) : (
        <>
          <Field label="Period">
            <Select value={period?.column ?? ''} onChange={(_, data) => setPeriodColumn(data.value)}>
              {periods.map((p) => (
                <option key={p.column} value={p.column}>
                  {p.label}
                </option>
              ))}
            </Select>
          </Field>
          <TotalSelect
            label="Total to compare"
            totals={offered}
            value={chosen?.ref ?? ''}
            onChange={setBase}
          />
          <span id={againstId}>Compare with</span>
          <RadioGroup
            aria-labelledby={againstId}
            value={against}
            onChange={(_, data) =>
              setAgainst(data.value === 'yearEarlier' ? 'yearEarlier' : 'previousPeriod')
            }
          >
            <Radio
              value="previousPeriod"
              label={`The previous period (${period ? comparisonName(period.spec, 'previousPeriod', chosenSpan) : 'the period before'})`}
            />
            <Radio
              value="yearEarlier"
              label={
                running && period
                  ? `A year earlier (${comparisonName(period.spec, 'yearEarlier', chosenSpan)})`
                  : 'The same period a year earlier'
              }
            />
          </RadioGroup>
          {running && period ? (
            <>
              <span id={spanId}>How much of each period</span>
              <RadioGroup
                aria-labelledby={spanId}
                value={span}
                onChange={(_, data) => setSpan(data.value === 'whole' ? 'whole' : 'toDate')}
              >
                <Radio
                  value="toDate"
                  label={`Like for like: ${periodName(period.spec, true).toLowerCase()} vs ${comparisonName(period.spec, against, 'toDate')}`}
                />
                <Radio
                  value="whole"
                  label={`Whole periods: ${periodName(period.spec).toLowerCase()} vs ${comparisonName(period.spec, against, 'whole')}`}
                />
              </RadioGroup>
              <Caption1 className={styles.muted}>
                {span === 'toDate'
                  ? `${periodName(period.spec)} is not over: like for like takes its whole days before today and the same days of the earlier period.`
                  : `${periodName(period.spec)} is not over: its days still to come hold no rows yet, so its totals are smaller than the whole earlier period's.`}
              </Caption1>
            </>
          ) : null}
          {replaces ? (
            <Caption1 className={styles.muted}>
              Every compared total of this design is then compared this way.
            </Caption1>
          ) : null}
          <div className={styles.actions}>
            <Button
              icon={<AddRegular />}
              disabled={!chosen || !period}
              onClick={() => {
                if (!chosen || !period) return;
                const comparison = comparisonName(period.spec, against, chosenSpan);
                const name = (kind: 'previous' | 'change' | 'changePct') =>
                  derivedColumnName({ kind, base: chosen.ref }, chosen.name, { comparison });
                const renamed = replaces ? renamedComparisons(design, totals, comparison) : {};
                dispatch({
                  type: 'addComparison',
                  compare: { column: period.column, against, ...(running ? { span } : {}) },
                  base: chosen.ref,
                  names: { previous: name('previous'), change: name('change'), changePct: name('changePct') },
                  format: chosen.format,
                  renamed,
                });
                setBase('');
              }}
            >
              Add comparison
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
