import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { QUERY_LIMITS } from '@wharf/contract';
import { CUSTOM_FORMAT, FORMAT_PRESETS } from './formats';

interface FormatStepProps {
  /** The chosen preset code, or CUSTOM_FORMAT. */
  choice: string;
  custom: string;
  onChoice: (choice: string) => void;
  onCustom: (custom: string) => void;
}

/** The FORMAT step: an Excel number format, from the presets or typed. */
export function FormatStep({ choice, custom, onChoice, onCustom }: FormatStepProps) {
  return (
    <>
      <Field label="Number format in Excel">
        <RadioGroup value={choice} onChange={(_, data) => onChoice(data.value)}>
          {FORMAT_PRESETS.map((preset) => (
            <Radio key={preset.code || 'general'} value={preset.code} label={preset.label} />
          ))}
          <Radio value={CUSTOM_FORMAT} label="Custom format code" />
        </RadioGroup>
      </Field>
      {choice === CUSTOM_FORMAT ? (
        <Field label="Format code" hint='An Excel number format, e.g. "#,##0.000" or "[$NZD] #,##0.00".'>
          <Input
            value={custom}
            maxLength={QUERY_LIMITS.maxFormatLength}
            onChange={(_, data) => onCustom(data.value)}
          />
        </Field>
      ) : null}
    </>
  );
}

/** The format the step's answers mean; undefined for General. */
export function chosenFormat(choice: string, custom: string): string | undefined {
  const code = choice === CUSTOM_FORMAT ? custom.trim() : choice;
  return code === '' ? undefined : code;
}
