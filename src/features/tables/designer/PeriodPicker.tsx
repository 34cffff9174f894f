import { Checkbox, Field, Input, Select } from '@fluentui/react-components';
import { PERIOD_COUNT_LIMITS, type PeriodSpec, type RelativePeriod } from '@wharf/contract';

/** The choice on a date column's VALUES step: a relative period (offered first), or dates typed as before. */
export interface PeriodChoice {
  period: RelativePeriod | 'dates';
  /** The N of "last N days", as typed. */
  count: string;
  yearEarlier: boolean;
}

export const PERIOD_CHOICE_START: PeriodChoice = { period: 'lastMonth', count: '30', yearEarlier: false };

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
  lastNMonths: 'Last N months',
};
const UNITS = { lastNDays: 'days', lastNWeeks: 'weeks', lastNMonths: 'months' } as const;
const isCounted = (period: PeriodChoice['period']): period is keyof typeof PERIOD_COUNT_LIMITS =>
  period in PERIOD_COUNT_LIMITS;

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
        hint="Relative periods move with the calendar when the table is refreshed."
      >
        <Select
          value={choice.period}
          onChange={(_, data) => onChange({ ...choice, period: data.value as PeriodChoice['period'] })}
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
          hint={`Whole ${UNITS[counted]} before today, 1 to ${max}.`}
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
