import { Checkbox, Field, Input, Select } from '@fluentui/react-components';
import { PERIOD_COUNT_LIMITS, type PeriodSpec, type RelativePeriod } from '@wharf/contract';

/** The choice on a date column's VALUES step: a relative period (offered first), or dates typed as before. */
export interface PeriodChoice {
  period: RelativePeriod | 'dates';
  /** The N of "last N days", as typed. */
  count: string;
  yearEarlier: boolean;
}

export const PERIOD_CHOICE_START: PeriodChoice = { period: 'lastMonth', count: '3', yearEarlier: false };

type Counted = keyof typeof PERIOD_COUNT_LIMITS;

/** The count the number box starts at for each unit: a span people commonly ask of it. */
export const COUNT_STARTS: Readonly<Record<Counted, number>> = {
  lastNDays: 30,
  lastNWeeks: 4,
  lastNMonths: 3,
  lastNWholeMonths: 3,
};

const PERIOD_LABELS: Readonly<Record<RelativePeriod, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  thisWeek: 'This week (from Monday)',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisQuarter: 'This quarter',
  lastQuarter: 'Last quarter',
  thisYear: 'This year',
  lastYear: 'Last year',
  yearToDate: 'Year to date',
  lastNDays: 'Last N days',
  lastNWeeks: 'Last N weeks',
  lastNMonths: 'Last N months to today',
  lastNWholeMonths: 'Last N whole months',
};
const UNITS: Readonly<Record<Counted, string>> = {
  lastNDays: 'days',
  lastNWeeks: 'weeks',
  lastNMonths: 'months',
  lastNWholeMonths: 'whole months',
};
const isCounted = (period: PeriodChoice['period']): period is Counted => period in PERIOD_COUNT_LIMITS;

/** What the counted periods cover, said beside the number box: which days are in, which are not. */
export function countHint(period: Counted, max: number): string {
  switch (period) {
    case 'lastNDays':
      return `The whole days before today, 1 to ${max}; today is not over, so it is left out.`;
    case 'lastNWeeks':
      return `Seven whole days per week, ending yesterday, 1 to ${max}.`;
    case 'lastNMonths':
      return `From the same day N months ago through yesterday, 1 to ${max}: the first month is usually part of a month. For calendar months choose "Last N whole months".`;
    case 'lastNWholeMonths':
      return `Calendar months before this one, each whole (1st to last day), 1 to ${max}; this month is left out.`;
  }
}

/** A running period's hint: what a comparison takes of it (contract/derived.ts "toDate"). */
const RUNNING_HINT =
  'Runs to the end of the period; compared, it is taken to date (its whole days before today).';
const HINTS: Readonly<Partial<Record<RelativePeriod, string>>> = {
  thisWeek: RUNNING_HINT,
  thisMonth: RUNNING_HINT,
  thisQuarter: RUNNING_HINT,
  thisYear: RUNNING_HINT,
  yearToDate: 'From 1 January through yesterday (on 1 January, that day alone).',
};

/** The choice after picking a period: the number box starts at the unit's own count when the unit changes. */
export function withPeriod(choice: PeriodChoice, period: PeriodChoice['period']): PeriodChoice {
  // Months to today and whole months count the same unit: a count typed for one stays for the other.
  const unitOf = (p: PeriodChoice['period']) => (isCounted(p) ? UNITS[p].replace('whole ', '') : '');
  const unitChanged = isCounted(period) && unitOf(period) !== unitOf(choice.period);
  return { ...choice, period, ...(unitChanged ? { count: String(COUNT_STARTS[period]) } : {}) };
}

/** The relative period chosen, or null for typed dates or a count out of range. */
export function chosenPeriod(choice: PeriodChoice): PeriodSpec | null {
  if (choice.period === 'dates') return null;
  if (!isCounted(choice.period))
    return { period: choice.period, count: null, yearEarlier: choice.yearEarlier };
  const count = Number(choice.count);
  const valid = Number.isInteger(count) && count >= 1 && count <= PERIOD_COUNT_LIMITS[choice.period];
  return valid ? { period: choice.period, count, yearEarlier: choice.yearEarlier } : null;
}

interface PeriodPickerProps {
  columnLabel: string;
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}

/**
 * Periods that move with the calendar come first: a design saved with "Last month" lands last month's rows whenever
 * it is refreshed. "Between dates" keeps the fixed dates of before.
 */
export function PeriodPicker({ columnLabel, choice, onChange }: PeriodPickerProps) {
  const counted = isCounted(choice.period) ? choice.period : null;
  const max = counted ? PERIOD_COUNT_LIMITS[counted] : 0;
  const count = Number(choice.count);
  const countValid = Number.isInteger(count) && count >= 1 && count <= max;
  return (
    <>
      <Field
        label={`Period of ${columnLabel}`}
        hint={
          (choice.period === 'dates' ? undefined : HINTS[choice.period]) ??
          'Relative periods move with the calendar when the table is refreshed.'
        }
      >
        <Select
          value={choice.period}
          onChange={(_, data) => onChange(withPeriod(choice, data.value as PeriodChoice['period']))}
        >
          <optgroup label="Relative to today">
            {(Object.keys(PERIOD_LABELS) as RelativePeriod[]).map((period) => (
              <option key={period} value={period}>
                {PERIOD_LABELS[period]}
              </option>
            ))}
          </optgroup>
          <optgroup label="Fixed dates">
            <option value="dates">Between dates</option>
          </optgroup>
        </Select>
      </Field>
      {counted ? (
        <Field
          label={`Number of ${UNITS[counted]}`}
          hint={countHint(counted, max)}
          validationMessage={countValid ? undefined : `Enter a whole number from 1 to ${max}.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={choice.count}
            onChange={(_, data) => onChange({ ...choice, count: data.value })}
          />
        </Field>
      ) : null}
      {choice.period !== 'dates' ? (
        <Checkbox
          label="The same period a year earlier"
          checked={choice.yearEarlier}
          onChange={(_, data) => onChange({ ...choice, yearEarlier: data.checked === true })}
        />
      ) : null}
    </>
  );
}
