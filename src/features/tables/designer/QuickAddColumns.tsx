import {
  Button,
  Caption1,
  Checkbox,
  Input,
  makeStyles,
  mergeClasses,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import {
  columnChoices,
  matchesSearch,
  measureChoices,
  type ColumnChoice,
  type MeasureChoice,
} from '../../../design/catalogue';
import type { NewColumn } from '../../../design/designReducer';
import { MeasureOption } from './MeasureOption';
import { MEASURE_SUMMARIZES } from './measureText';
import type { PanelProps } from './panelProps';
import { usePanelStyles } from './styles';

const useStyles = makeStyles({
  choices: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '16rem',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
  },
  group: { display: 'flex', flexDirection: 'column' },
  groupHeading: { marginTop: tokens.spacingVerticalXS, paddingLeft: tokens.spacingHorizontalS },
  groupNote: { paddingLeft: tokens.spacingHorizontalS, paddingRight: tokens.spacingHorizontalS },
});

interface QuickAddColumnsProps extends Pick<PanelProps, 'design' | 'schema'> {
  onAdd: (columns: NewColumn[]) => void;
  onCancel: () => void;
  /** The number format a date column gets by default (/table/global). */
  dateFormat?: string;
}

const isDate = (choice: ColumnChoice) =>
  choice.column.dataType === 'date' || choice.column.dataType === 'timestamptz';

/** The defaults the wizard would give a column nobody changed: its own name, dates in the workbook's format. */
export function quickColumn(choice: ColumnChoice, dateFormat: string | undefined): NewColumn {
  return {
    kind: 'source',
    ref: choice.ref,
    name: choice.column.friendlyName,
    ...(dateFormat && isDate(choice) ? { format: dateFormat } : {}),
  };
}

/** A measure as the design takes it: under its own name and in its own number format, never summarized again. */
export function measureColumn(choice: MeasureChoice): NewColumn {
  return { kind: 'source', ref: choice.ref, name: choice.label, format: choice.measure.format };
}

/** Quick add ("Pick several columns"): several source columns at once with the defaults; the Add column wizard stays for the details. */
export function QuickAddColumns({ design, schema, onAdd, onCancel, dateFormat }: QuickAddColumnsProps) {
  const styles = usePanelStyles();
  const own = useStyles();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<readonly string[]>([]);
  const inDesign = new Set(
    design.columns.flatMap((column) => (column.kind === 'source' ? [column.ref] : [])),
  );
  const choices = columnChoices(schema, design.table).filter((choice) => !inDesign.has(choice.ref));
  const measures = measureChoices(schema, design.table).filter((choice) => !inDesign.has(choice.ref));
  const shown = choices.filter((choice) => matchesSearch(choice, search));
  const shownMeasures = measures.filter((choice) => matchesSearch(choice, search));
  const measuresId = useId();
  const toggle = (ref: string, on: boolean) =>
    setPicked((current) => (on ? [...current, ref] : current.filter((other) => other !== ref)));

  const add = () =>
    onAdd([
      // In the catalogue's order, as the columns read in the source table, then the measures (the figures
      // summarized by those columns).
      ...choices
        .filter((choice) => picked.includes(choice.ref))
        .map((choice) => quickColumn(choice, dateFormat)),
      ...measures.filter((choice) => picked.includes(choice.ref)).map(measureColumn),
    ]);

  return (
    <section className={styles.wizard} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        Pick several columns
      </Subtitle2>
      <Caption1 className={styles.muted}>
        Each column is added under its own name; dates get the date format of the settings for all tables.
        Rename, format or summarize one afterwards, or use Add column for the details.
      </Caption1>
      <Input
        aria-label={measures.length > 0 ? 'Find a column or measure' : 'Find a column'}
        placeholder={measures.length > 0 ? 'Find a column or measure' : 'Find a column'}
        value={search}
        onChange={(_, data) => setSearch(data.value)}
      />
      {shown.length === 0 && shownMeasures.length === 0 ? (
        <Caption1 className={styles.muted}>
          {choices.length === 0 && measures.length === 0
            ? 'Every column of the source table is in the design.'
            : 'No column matches.'}
        </Caption1>
      ) : (
        <div className={own.choices}>
          {shownMeasures.length > 0 ? (
            <div className={own.group} role="group" aria-labelledby={measuresId}>
              <Subtitle2 as="h4" id={measuresId} className={own.groupHeading}>
                Measures
              </Subtitle2>
              <Caption1 className={mergeClasses(styles.muted, own.groupNote)}>{MEASURE_SUMMARIZES}</Caption1>
              {shownMeasures.map((choice) => (
                <MeasureOption
                  key={choice.ref}
                  choice={choice}
                  checked={picked.includes(choice.ref)}
                  onChange={(checked) => toggle(choice.ref, checked)}
                />
              ))}
            </div>
          ) : null}
          {shown.length > 0 ? (
            <div className={own.group} role="group" aria-label="Columns to add">
              {shownMeasures.length > 0 ? (
                <Subtitle2 as="h4" className={own.groupHeading}>
                  Columns
                </Subtitle2>
              ) : null}
              {shown.map((choice) => (
                <Checkbox
                  key={choice.ref}
                  label={choice.label}
                  checked={picked.includes(choice.ref)}
                  onChange={(_, data) => toggle(choice.ref, data.checked === true)}
                />
              ))}
            </div>
          ) : null}
        </div>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={picked.length === 0} onClick={add}>
          {picked.length === 1 ? 'Add 1 column' : `Add ${picked.length} columns`}
        </Button>
        <Button appearance="subtle" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
