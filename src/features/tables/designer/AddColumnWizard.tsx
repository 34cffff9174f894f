import {
  Button,
  Caption1,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Subtitle2,
  Textarea,
} from '@fluentui/react-components';
import { useId, useReducer, useState } from 'react';
import { unknownReferenceProblem } from '../../../design/structuredRefs';
import { columnChoices, measureChoices } from '../../../design/catalogue';
import type { NewColumn } from '../../../design/designReducer';
import {
  COLUMN_STEPS,
  wizardReducer,
  wizardStart,
  type ColumnStep,
  type WizardAction,
  type WizardState,
} from './steps';
import { chosenFormat, FormatStep } from './FormatStep';
import { CUSTOM_FORMAT, FORMAT_PRESETS } from './formats';
import { periodFormat } from '../../../format/columnFormat';
import type { PanelProps } from './panelProps';
import { MEASURE_SUMMARIZES } from './measureText';
import { StepHeader } from './StepHeader';
import { SummarizeFields, type Summary } from './SummarizeFields';
import { usePanelStyles } from './styles';

type Kind = NewColumn['kind'];

interface AddColumnWizardProps extends Pick<PanelProps, 'design' | 'schema'> {
  onAdd: (column: NewColumn) => void;
  onCancel: () => void;
  /** The number format a date column gets by default (/table/global). */
  dateFormat?: string;
}

const stepReducer = (state: WizardState<ColumnStep>, action: WizardAction<ColumnStep>) =>
  wizardReducer(COLUMN_STEPS, state, action);

/**
 * Add column: COLUMN (what it is and its header) → DEFINITION (its source column or Excel formula) → FORMAT. The
 * column comes before its format, so FORMAT starts from the column's own (a measure's, the workbook's date format),
 * and a column can be added at DEFINITION without visiting FORMAT.
 */
export function AddColumnWizard({ design, schema, onAdd, onCancel, dateFormat }: AddColumnWizardProps) {
  const styles = usePanelStyles();
  const headingId = useId();
  const [wizard, go] = useReducer(stepReducer, COLUMN_STEPS, wizardStart);
  const [kind, setKind] = useState<Kind>('source');
  const [name, setName] = useState('');
  const [formatChoice, setFormatChoice] = useState('');
  const [customFormat, setCustomFormat] = useState('');
  const [formatTouched, setFormatTouched] = useState(false);
  const [ref, setRef] = useState('');
  const [formula, setFormula] = useState('=');
  const [summary, setSummary] = useState<Summary>({});
  const choices = columnChoices(schema, design.table);
  const chosen = choices.find((choice) => choice.ref === ref);
  const measures = measureChoices(schema, design.table);
  const chosenMeasure = measures.find((choice) => choice.ref === ref);

  // The column's own name: a relation's path ("Order › Branch") stays in the list, not in the header.
  const header =
    name.trim() || (kind === 'source' ? (chosen?.column.friendlyName ?? chosenMeasure?.label ?? '') : '');
  const unknownReference = unknownReferenceProblem(
    formula,
    design.columns.map((column) => column.name),
  );
  const formulaOk = formula.trim().startsWith('=') && formula.trim().length > 1 && !unknownReference;
  const canAdd =
    header !== '' && (kind === 'source' ? chosen !== undefined || chosenMeasure !== undefined : formulaOk);
  const nameMissing = kind === 'calculated' && name.trim() === '';

  const chooseSource = (next: string) => {
    setRef(next);
    setSummary({});
    if (formatTouched) return;
    const column = choices.find((choice) => choice.ref === next)?.column;
    const measureFormat = measures.find((choice) => choice.ref === next)?.measure.format;
    // A date column takes the workbook's date format, a measure its own, until the person picks one at FORMAT.
    const own =
      column && (column.dataType === 'date' || column.dataType === 'timestamptz')
        ? dateFormat
        : measureFormat;
    startFormatAt(own);
  };
  const startFormatAt = (own: string | undefined) => {
    const preset = FORMAT_PRESETS.some((candidate) => candidate.code === own);
    setFormatChoice(own && !preset ? CUSTOM_FORMAT : (own ?? ''));
    setCustomFormat(own && !preset ? own : '');
  };
  // Dates grouped by month read "Jan 2025", by year "2025": FORMAT starts from the period's format.
  const summarize = (next: Summary) => {
    setSummary(next);
    const isDate = chosen?.column.dataType === 'date' || chosen?.column.dataType === 'timestamptz';
    if (!formatTouched && isDate && dateFormat)
      startFormatAt(periodFormat(next.grain ?? 'day', null, dateFormat));
  };
  const pickFormat = (choice: string) => {
    setFormatTouched(true);
    setFormatChoice(choice);
  };
  const typeFormat = (custom: string) => {
    setFormatTouched(true);
    setCustomFormat(custom);
  };

  const add = () => {
    // Choosing the column set the format to its own (chooseSource), so General here is the person's choice.
    const format = chosenFormat(formatChoice, customFormat);
    onAdd(
      kind === 'source'
        ? { kind, ref, name: header, ...(format ? { format } : {}), ...(chosenMeasure ? {} : summary) }
        : { kind, name: header, formula: formula.trim(), ...(format ? { format } : {}) },
    );
  };

  return (
    <section className={styles.wizard} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        Add column
      </Subtitle2>
      <StepHeader
        label="Add column steps"
        steps={COLUMN_STEPS}
        current={wizard.step}
        reached={wizard.reached}
        onGoTo={(step) => go({ type: 'goTo', step })}
      />
      {wizard.step === 'COLUMN' ? (
        <>
          <Field label="Kind of column">
            <RadioGroup
              value={kind}
              onChange={(_, data) => setKind(data.value === 'calculated' ? 'calculated' : 'source')}
            >
              <Radio value="source" label="From the source table" />
              <Radio value="calculated" label="Calculated, with an Excel formula" />
            </RadioGroup>
          </Field>
          <Field
            label="Column header"
            hint={
              kind === 'source'
                ? 'Leave empty to use the source column’s name.'
                : 'The header the formula’s column lands under.'
            }
          >
            <Input value={name} maxLength={255} onChange={(_, data) => setName(data.value)} />
          </Field>
        </>
      ) : null}
      {wizard.step === 'FORMAT' ? (
        <FormatStep choice={formatChoice} custom={customFormat} onChoice={pickFormat} onCustom={typeFormat} />
      ) : null}
      {wizard.step === 'DEFINITION' ? (
        kind === 'source' ? (
          <Field
            label="Source column"
            validationMessage={choices.length === 0 ? 'Choose a source table on OVERVIEW first.' : undefined}
          >
            <Select value={ref} onChange={(_, data) => chooseSource(data.value)}>
              <option value="">
                {measures.length > 0 ? 'Choose a column or measure…' : 'Choose a column…'}
              </option>
              {measures.length > 0 ? (
                <>
                  <optgroup label="Columns">
                    {choices.map((choice) => (
                      <option key={choice.ref} value={choice.ref}>
                        {choice.label}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label="Measures">
                    {measures.map((choice) => (
                      <option key={choice.ref} value={choice.ref} title={choice.definition}>
                        {choice.label}
                      </option>
                    ))}
                  </optgroup>
                </>
              ) : (
                choices.map((choice) => (
                  <option key={choice.ref} value={choice.ref}>
                    {choice.label}
                  </option>
                ))
              )}
            </Select>
          </Field>
        ) : (
          <Field
            label="Excel formula"
            hint="Refer to other columns by their header, e.g. =[@Quantity]*[@[Unit Price]]."
            validationMessage={
              nameMissing
                ? 'Give the column a header at step COLUMN.'
                : (unknownReference ?? (formulaOk ? undefined : 'A formula starts with =.'))
            }
          >
            <Textarea value={formula} resize="vertical" onChange={(_, data) => setFormula(data.value)} />
          </Field>
        )
      ) : null}
      {wizard.step === 'DEFINITION' && kind === 'source' && chosen ? (
        <SummarizeFields column={chosen.column} value={summary} onChange={summarize} />
      ) : null}
      {wizard.step === 'DEFINITION' && kind === 'source' && chosenMeasure ? (
        <div aria-live="polite">
          <Caption1 block>
            {chosenMeasure.label}: {chosenMeasure.definition}
          </Caption1>
          <Caption1 block className={styles.muted}>
            {MEASURE_SUMMARIZES}
          </Caption1>
        </div>
      ) : null}
      <div className={styles.actions}>
        {wizard.step !== 'COLUMN' ? <Button onClick={() => go({ type: 'back' })}>Back</Button> : null}
        {wizard.step !== 'FORMAT' ? (
          <Button
            appearance={wizard.step === 'COLUMN' ? 'primary' : 'secondary'}
            onClick={() => go({ type: 'next' })}
          >
            Next
          </Button>
        ) : null}
        {wizard.step !== 'COLUMN' ? (
          <Button appearance="primary" disabled={!canAdd} onClick={add}>
            Add column
          </Button>
        ) : null}
        <Button appearance="subtle" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
