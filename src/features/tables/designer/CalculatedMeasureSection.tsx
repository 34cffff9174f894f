import { Button, Caption1, Field, Input, Subtitle2 } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useId, useState } from 'react';
import { measureChoices } from '../../../design/catalogue';
import { buildQuery } from '../../../design/buildQuery';
import { applyDerivedEdit } from '../../../design/derivedEdits';
import { queryProblem } from './checkQuery';
import type { PanelProps } from './panelProps';
import { usePanelStyles } from './styles';

/**
 * Calculated measures computed in the warehouse from the table's measures ("Revenue per order = [Revenue] ÷ [Orders]"): they
 * sort, filter and page like any measure. The server checks the formula; its refusal is shown beside the field
 * and what was typed stays.
 */
export function CalculatedMeasureSection({ design, dispatch, schema }: Omit<PanelProps, 'routeId'>) {
  const styles = usePanelStyles();
  const headingId = useId();
  // The server reads a bracketed name as one of the table's measures.
  const names = measureChoices(schema, design.table).map((measure) => measure.label);
  const [name, setName] = useState('');
  const [formula, setFormula] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const ready = name.trim() !== '' && formula.trim() !== '' && !checking;

  const add = async () => {
    const edit = {
      type: 'addCalculated' as const,
      calculated: { name: name.trim(), formula: formula.trim() },
    };
    const query = buildQuery(applyDerivedEdit(design, edit));
    if (!query) return;
    setChecking(true);
    const refusal = await queryProblem(query);
    setChecking(false);
    setProblem(refusal);
    if (refusal !== null) return;
    dispatch(edit);
    setName('');
    setFormula('');
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Calculated measure
      </Subtitle2>
      {names.length === 0 ? (
        <Caption1 className={styles.muted}>
          A calculated measure is computed from the table&apos;s measures (revenue per order); this table has
          none.
        </Caption1>
      ) : (
        <>
          <Field label="Measure name">
            <Input value={name} maxLength={100} onChange={(_, data) => setName(data.value)} />
          </Field>
          <Field
            label="Formula"
            hint={`Measures in square brackets with + − × ÷, brackets and numbers, e.g. [${names[0] ?? 'Revenue'}] ÷ 2. Measures: ${names.join(', ')}.`}
            validationMessage={problem ?? undefined}
            validationState={problem ? 'error' : 'none'}
          >
            <Input
              value={formula}
              onChange={(_, data) => {
                setFormula(data.value);
                setProblem(null);
              }}
            />
          </Field>
          <div className={styles.actions}>
            <Button icon={<AddRegular />} disabled={!ready} onClick={() => void add()}>
              {checking ? 'Checking…' : 'Add calculated measure'}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
