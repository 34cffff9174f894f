import type { AggregateFunction } from '@wharf/contract';
import { Button, Caption1, Field, Input } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { ArrowDownRegular } from '@fluentui/react-icons/svg/arrow-down';
import { ArrowUpRegular } from '@fluentui/react-icons/svg/arrow-up';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { useState } from 'react';
import { AppLink } from '../../../components/AppLink';
import { unknownReferenceProblem } from '../../../design/structuredRefs';
import { findMeasure, labelOf } from '../../../design/catalogue';
import { formulaHistoryHref } from '../hrefs';
import type { CalculatedColumn } from '../../../design/tableDesign';
import { AddColumnWizard } from './AddColumnWizard';
import { CalculatedMeasureSection } from './CalculatedMeasureSection';
import { CompareSection } from './CompareSection';
import { ShareSection } from './ShareSection';
import { derivedText } from './derivedText';
import { QuickAddColumns } from './QuickAddColumns';
import type { PanelProps } from './panelProps';
import { usePanelStyles } from './styles';

interface ColumnsPanelProps extends PanelProps {
  /** Username: who changes a formula. */
  username: string;
  dateFormat?: string;
}

function FormulaEditor({
  column,
  headers,
  onApply,
  onClose,
}: {
  column: CalculatedColumn;
  /** The design's headers: what the formula may refer to. */
  headers: readonly string[];
  onApply: (formula: string) => void;
  onClose: () => void;
}) {
  const styles = usePanelStyles();
  const [formula, setFormula] = useState(column.formula);
  const unknownReference = unknownReferenceProblem(formula, headers);
  const ok = formula.trim().startsWith('=') && formula.trim().length > 1 && !unknownReference;
  return (
    <div className={styles.panel}>
      <Field
        label={`Formula of ${column.name}`}
        validationMessage={unknownReference ?? (ok ? undefined : 'A formula starts with =.')}
      >
        <Input value={formula} onChange={(_, data) => setFormula(data.value)} />
      </Field>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabled={!ok}
          onClick={() => {
            onApply(formula.trim());
            onClose();
          }}
        >
          Apply formula
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </div>
    </div>
  );
}

/** COLUMNS: the design's columns in landing order, with reorder, remove and the Add column wizard. */
const SUMMARY_WORDS: Readonly<Record<AggregateFunction, string>> = {
  sum: 'summed',
  avg: 'averaged',
  min: 'minimum',
  max: 'maximum',
  count: 'counted',
  countDistinct: 'distinct count',
};

export function ColumnsPanel({ design, dispatch, schema, username, dateFormat }: ColumnsPanelProps) {
  const styles = usePanelStyles();
  const [adding, setAdding] = useState<'wizard' | 'quick' | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const last = design.columns.length - 1;

  return (
    <div className={styles.panel}>
      {design.columns.length === 0 ? (
        <Caption1 className={styles.muted}>No columns yet: add the first one.</Caption1>
      ) : (
        <ol className={styles.list} aria-label="Columns">
          {design.columns.map((column, index) => {
            const measure =
              column.kind === 'source' ? findMeasure(schema, design.table, column.ref) : undefined;
            return (
              <li key={column.id} className={styles.item}>
                <span className={styles.itemTitle}>{column.name}</span>
                <Caption1 className={column.kind === 'calculated' ? styles.code : styles.muted}>
                  {column.kind === 'source'
                    ? (derivedText(design, column.ref) ?? labelOf(schema, design.table, column.ref))
                    : column.formula}
                  {measure ? ' · measure' : ''}
                  {column.kind === 'source' && column.aggregate
                    ? ` · ${SUMMARY_WORDS[column.aggregate]}`
                    : ''}
                  {column.kind === 'source' && column.grain ? ` · by ${column.grain}` : ''}
                  {column.format ? ` · ${column.format}` : ''}
                </Caption1>
                {measure ? (
                  <Caption1 className={styles.muted}>
                    {measure.definition} The design summarizes by its other columns.
                  </Caption1>
                ) : null}
                {column.kind === 'calculated' && editing === column.id ? (
                  <FormulaEditor
                    column={column}
                    headers={design.columns.map((other) => other.name)}
                    onClose={() => setEditing(null)}
                    onApply={(formula) =>
                      dispatch({
                        type: 'setFormula',
                        id: column.id,
                        formula,
                        at: new Date().toISOString(),
                        by: username,
                      })
                    }
                  />
                ) : null}
                <div className={styles.itemActions}>
                  <Button
                    size="small"
                    icon={<ArrowUpRegular />}
                    aria-label={`Move ${column.name} up`}
                    disabledFocusable={index === 0}
                    onClick={() => dispatch({ type: 'moveColumn', id: column.id, offset: -1 })}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownRegular />}
                    aria-label={`Move ${column.name} down`}
                    disabledFocusable={index === last}
                    onClick={() => dispatch({ type: 'moveColumn', id: column.id, offset: 1 })}
                  />
                  <Button
                    size="small"
                    icon={<DeleteRegular />}
                    aria-label={`Remove ${column.name}`}
                    onClick={() => dispatch({ type: 'removeColumn', id: column.id })}
                  />
                  {column.kind === 'calculated' ? (
                    <>
                      <Button size="small" onClick={() => setEditing(column.id)}>
                        Edit formula
                      </Button>
                      {design.id !== null ? (
                        <AppLink to={formulaHistoryHref(design.id, column.id)}>Formula history</AppLink>
                      ) : null}
                    </>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {adding === 'wizard' ? (
        <AddColumnWizard
          design={design}
          schema={schema}
          dateFormat={dateFormat}
          onCancel={() => setAdding(null)}
          onAdd={(column) => {
            dispatch({ type: 'addColumn', column });
            setAdding(null);
          }}
        />
      ) : null}
      {adding === 'quick' ? (
        <QuickAddColumns
          design={design}
          schema={schema}
          dateFormat={dateFormat}
          onCancel={() => setAdding(null)}
          onAdd={(columns) => {
            // One edit: one undo takes them all back.
            dispatch({ type: 'addColumns', columns });
            setAdding(null);
          }}
        />
      ) : null}
      {adding === null ? (
        <div className={styles.actions}>
          <Button icon={<AddRegular />} disabled={!design.table} onClick={() => setAdding('quick')}>
            Pick several columns
          </Button>
          <Button icon={<AddRegular />} disabled={!design.table} onClick={() => setAdding('wizard')}>
            Add column
          </Button>
        </div>
      ) : null}
      <ShareSection design={design} dispatch={dispatch} schema={schema} />
      <CompareSection design={design} dispatch={dispatch} schema={schema} />
      <CalculatedMeasureSection design={design} dispatch={dispatch} schema={schema} />
    </div>
  );
}
