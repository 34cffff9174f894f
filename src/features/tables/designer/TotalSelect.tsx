import { Field, Select } from '@fluentui/react-components';
import type { NamedRef } from './designTotals';

/** A labelled choice of one of the design's totals ("Revenue", "Sum of Total"), none chosen at first. */
export function TotalSelect({
  label,
  totals,
  value,
  onChange,
}: {
  label: string;
  totals: readonly NamedRef[];
  value: string;
  onChange: (ref: string) => void;
}) {
  return (
    <Field label={label}>
      <Select value={value} onChange={(_, data) => onChange(data.value)}>
        <option value="">Choose a total…</option>
        {totals.map((total) => (
          <option key={total.ref} value={total.ref}>
            {total.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
