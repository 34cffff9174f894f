/**
 * The add-in's behaviour: where new tables land, refresh on open, the hand-edit warning and the default
 * formats. The form keeps what the user typed until it is saved; a failed save says so and keeps it.
 */
import {
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import {
  isValidFormatCode,
  type AddinSettings,
  type NewTablePlacement,
  type RefreshOnOpenWhen,
} from '../../../host/records';
import { useSaveAddinSettings } from './useAddinSettings';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  excelOnly: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
});

const PLACEMENT_LABELS: Readonly<Record<NewTablePlacement, string>> = {
  newSheet: 'On a new sheet each',
  selection: 'At the selected cell',
};

const FORMAT_PROBLEM = 'Enter an Excel format code of up to 255 characters, without control characters.';

const WHEN_TEXT: Readonly<Record<RefreshOnOpenWhen, string>> = {
  'workbook-opens': 'Excel loads Wharf with this workbook, so the refresh runs as it opens.',
  'task-pane-opens':
    'This host cannot load Wharf with the workbook: the refresh runs when the Wharf pane opens.',
};

interface AddinSettingsFormProps {
  saved: AddinSettings;
  when: RefreshOnOpenWhen;
  /** Whether Wharf runs in Excel: in a browser tab the sheet and workbook settings are said to be Excel's only. */
  inExcel: boolean;
}

/** Settings that only matter inside Excel (sheets, workbooks, cells): in a browser tab, grouped and said so. */
function ExcelOnly({ inExcel, children }: { inExcel: boolean; children: ReactNode }) {
  const styles = useStyles();
  if (inExcel) return <>{children}</>;
  return (
    <fieldset className={styles.excelOnly}>
      <legend>In Excel only</legend>
      <Caption1 block>
        These apply when Wharf runs in Excel. In this browser tab tables land in Wharf’s own grid, so they
        change nothing here.
      </Caption1>
      {children}
    </fieldset>
  );
}

export function AddinSettingsForm({ saved, when, inExcel }: AddinSettingsFormProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState(saved);
  const save = useSaveAddinSettings();
  const change = (changes: Partial<AddinSettings>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...changes }));
  };
  const numberOk = isValidFormatCode(draft.defaultNumberFormat);
  const dateOk = isValidFormatCode(draft.defaultDateFormat);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (numberOk && dateOk) save.mutate(draft);
      }}
    >
      <ExcelOnly inExcel={inExcel}>
        <Field label="Where new tables land">
          <RadioGroup
            value={draft.newTablePlacement}
            onChange={(_, data) =>
              change({ newTablePlacement: data.value === 'selection' ? 'selection' : 'newSheet' })
            }
          >
            {Object.entries(PLACEMENT_LABELS).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </RadioGroup>
        </Field>
        <Field hint={WHEN_TEXT[when]}>
          <Switch
            label="Refresh out-of-date tables when this workbook opens"
            checked={draft.refreshOnOpen}
            onChange={(_, data) => change({ refreshOnOpen: data.checked })}
          />
        </Field>
        <Field hint="A table whose rows have a key keeps your edits as it refreshes. Where the source changed a cell you edited too, on keeps yours, off takes the source's; either way the refresh lists it.">
          <Switch
            label="Warn before a refresh overwrites cells edited by hand"
            checked={draft.warnBeforeOverwrite}
            onChange={(_, data) => change({ warnBeforeOverwrite: data.checked })}
          />
        </Field>
      </ExcelOnly>
      <Field
        label="Default number format"
        validationState={numberOk ? 'none' : 'error'}
        validationMessage={numberOk ? undefined : FORMAT_PROBLEM}
      >
        <Input
          value={draft.defaultNumberFormat}
          onChange={(_, data) => change({ defaultNumberFormat: data.value })}
        />
      </Field>
      <Field
        label="Default date format"
        validationState={dateOk ? 'none' : 'error'}
        validationMessage={dateOk ? undefined : FORMAT_PROBLEM}
      >
        <Input
          value={draft.defaultDateFormat}
          onChange={(_, data) => change({ defaultDateFormat: data.value })}
        />
      </Field>
      <div>
        <Button appearance="primary" type="submit" disabled={save.isPending || !numberOk || !dateOk}>
          {save.isPending ? 'Saving…' : 'Save add-in settings'}
        </Button>
      </div>
      <div aria-live="polite">
        {save.isSuccess ? (
          <MessageBar intent="success">
            <MessageBarBody>Add-in settings saved.</MessageBarBody>
          </MessageBar>
        ) : null}
        {save.isError ? (
          <MessageBar intent="error">
            <MessageBarBody>
              The settings were not saved: {save.error.message} Your changes are still here: try again.
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
    </form>
  );
}
