import { Field, Select } from '@fluentui/react-components';
import type { AggregateFunction, DateGrain } from '@wharf/contract';
import type { DwColumn } from '../../../design/catalogue';

const SUMMARIES: ReadonlyArray<readonly [AggregateFunction, string, 'number' | 'any']> = [
  ['sum', 'Sum', 'number'],
  ['avg', 'Average', 'number'],
  ['min', 'Minimum', 'any'],
  ['max', 'Maximum', 'any'],
  ['count', 'Count', 'any'],
  ['countDistinct', 'Distinct count', 'any'],
];
const GRAINS: ReadonlyArray<readonly [DateGrain, string]> = [
  ['day', 'Day'],
  ['week', 'Week (from Monday)'],
  ['month', 'Month'],
  ['quarter', 'Quarter'],
  ['year', 'Year'],
];

export interface Summary {
  aggregate?: AggregateFunction;
  grain?: DateGrain;
}

interface SummarizeFieldsProps {
  column: DwColumn;
  value: Summary;
  onChange: (next: Summary) => void;
}

/** DEFINITION of a source column: summarize it (the table is then grouped by its other columns) or group dates. */
export function SummarizeFields({ column, value, onChange }: SummarizeFieldsProps) {
  const isNumber = column.dataType === 'integer' || column.dataType === 'numeric';
  const isDate = column.dataType === 'date' || column.dataType === 'timestamptz';
  const summaries = SUMMARIES.filter(([, , needs]) => needs === 'any' || isNumber);
  return (
    <>
      <Field
        label="Summarize"
        hint="Summarizing a column groups the table by its other columns, e.g. the sum of sales per category."
      >
        <Select
          value={value.aggregate ?? ''}
          onChange={(_, data) => {
            const chosen = summaries.find(([fn]) => fn === data.value)?.[0];
            onChange(chosen ? { aggregate: chosen } : { grain: value.grain });
          }}
        >
          <option value="">Don’t summarize</option>
          {summaries.map(([fn, label]) => (
            <option key={fn} value={fn}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      {isDate && !value.aggregate ? (
        <Field label="Dates by" hint="Each date, or the first day of its period: group sales by month.">
          <Select
            value={value.grain ?? ''}
            onChange={(_, data) => {
              const chosen = GRAINS.find(([grain]) => grain === data.value)?.[0];
              onChange(chosen ? { grain: chosen } : {});
            }}
          >
            <option value="">Each date</option>
            {GRAINS.map(([grain, label]) => (
              <option key={grain} value={grain}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </>
  );
}
