import { Body1, Button, Field, Input, Select, Subtitle2 } from '@fluentui/react-components';
import { useId, useReducer, useState } from 'react';
import { periodValues, type FilterOp } from '@wharf/contract';
import { AppLink } from '../../../components/AppLink';
import { columnChoices } from '../../../design/catalogue';
import type { DesignFilter } from '../../../design/tableDesign';
import {
  FILTER_STEPS,
  wizardReducer,
  wizardStart,
  type FilterStep,
  type WizardAction,
  type WizardState,
} from './steps';
import { memberSearchHref } from '../hrefs';
import { describeFilter, OP_LABELS, operatorsFor, parseTypedValues } from './filterText';
import { MemberPicker } from './MemberPicker';
import { chosenPeriod, PERIOD_CHOICE_START, PeriodPicker, type PeriodChoice } from './PeriodPicker';
import type { PanelProps } from './panelProps';
import { StepHeader } from './StepHeader';
import { usePanelStyles } from './styles';

const stepReducer = (state: WizardState<FilterStep>, action: WizardAction<FilterStep>) =>
  wizardReducer(FILTER_STEPS, state, action);

interface AddFilterWizardProps extends Pick<PanelProps, 'routeId' | 'design' | 'schema'> {
  onAdd: (filter: Omit<DesignFilter, 'id'>) => void;
  /** The last step's button: "Add filter" unless the filter is a condition of something else. */
  addLabel?: string;
  onCancel: () => void;
}

/**
 * Add filter: FILTER (the column) → VALUES (members searched as you type; for a date, a period relative to today
 * first, or fixed dates) → DEFINITION (operator, review).
 */
export function AddFilterWizard({
  routeId,
  design,
  schema,
  onAdd,
  onCancel,
  addLabel = 'Add filter',
}: AddFilterWizardProps) {
  const styles = usePanelStyles();
  const headingId = useId();
  const [wizard, go] = useReducer(stepReducer, FILTER_STEPS, wizardStart);
  const [ref, setRef] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [chosenOp, setChosenOp] = useState<FilterOp | ''>('');
  const [periodChoice, setPeriodChoice] = useState<PeriodChoice>(PERIOD_CHOICE_START);
  const choices = columnChoices(schema, design.table);
  const chosen = choices.find((choice) => choice.ref === ref);
  const searchable = chosen?.column.searchable === true && chosen.column.dataType === 'text';
  const dated = chosen?.column.dataType === 'date' || chosen?.column.dataType === 'timestamptz';
  const relative = dated && periodChoice.period !== 'dates';
  const period = relative ? chosenPeriod(periodChoice) : null;
  const values = relative
    ? period
      ? periodValues(period)
      : []
    : searchable
      ? members
      : parseTypedValues(typed, chosen?.column);
  const operators: FilterOp[] = relative
    ? period
      ? ['inPeriod']
      : []
    : operatorsFor(chosen?.column, values.length);
  const op: FilterOp | undefined =
    chosenOp && operators.includes(chosenOp)
      ? chosenOp
      : (operators.find((candidate) => candidate === 'in') ?? operators[0]);

  const chooseColumn = (next: string) => {
    setRef(next);
    setMembers([]);
    setTyped('');
    setChosenOp('');
    setPeriodChoice(PERIOD_CHOICE_START);
  };

  return (
    <section className={styles.wizard} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        Add filter
      </Subtitle2>
      <StepHeader
        label="Add filter steps"
        steps={FILTER_STEPS}
        current={wizard.step}
        reached={wizard.reached}
        onGoTo={(step) => go({ type: 'goTo', step })}
      />
      {wizard.step === 'FILTER' ? (
        <Field label="Filter on column">
          <Select value={ref} onChange={(_, data) => chooseColumn(data.value)}>
            <option value="">Choose a column…</option>
            {choices.map((choice) => (
              <option key={choice.ref} value={choice.ref}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {wizard.step === 'VALUES' && chosen && dated ? (
        <PeriodPicker columnLabel={chosen.label} choice={periodChoice} onChange={setPeriodChoice} />
      ) : null}
      {wizard.step === 'VALUES' && chosen && (!dated || !relative) ? (
        searchable ? (
          <>
            <MemberPicker
              column={{ dwTableId: chosen.table.id, dwColumnId: chosen.column.id }}
              columnLabel={chosen.label}
              chosen={members}
              onChange={setMembers}
            />
            {/* The whole pane for a long member list: its choice comes back as this filter. */}
            <AppLink to={memberSearchHref(routeId, chosen.column.id, chosen.ref)}>
              Search all members of {chosen.label}
            </AppLink>
          </>
        ) : (
          <Field
            label={`Values of ${chosen.label}`}
            hint={
              chosen.column.dataType === 'date'
                ? 'Dates as YYYY-MM-DD, separated by commas; none to filter on empty cells.'
                : 'Separated by commas; none to filter on empty cells.'
            }
          >
            <Input value={typed} onChange={(_, data) => setTyped(data.value)} />
          </Field>
        )
      ) : null}
      {wizard.step === 'DEFINITION' && chosen ? (
        <>
          <Field
            label="Operator"
            validationMessage={
              operators.length === 0 ? 'No operator takes these values: go back to VALUES.' : undefined
            }
          >
            <Select value={op ?? ''} onChange={(_, data) => setChosenOp(data.value as FilterOp)}>
              {operators.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {OP_LABELS[candidate]}
                </option>
              ))}
            </Select>
          </Field>
          {op ? <Body1 aria-live="polite">Filter: {describeFilter(chosen.label, op, values)}</Body1> : null}
        </>
      ) : null}
      <div className={styles.actions}>
        {wizard.step !== 'FILTER' ? <Button onClick={() => go({ type: 'back' })}>Back</Button> : null}
        {wizard.step !== 'DEFINITION' ? (
          <Button appearance="primary" disabled={!chosen} onClick={() => go({ type: 'next' })}>
            Next
          </Button>
        ) : (
          <Button
            appearance="primary"
            disabled={!chosen || !op}
            onClick={() => op && onAdd({ column: ref, op, values })}
          >
            {addLabel}
          </Button>
        )}
        <Button appearance="subtle" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
