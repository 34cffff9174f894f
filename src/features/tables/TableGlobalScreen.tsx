import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { QUERY_LIMITS } from '@wharf/contract';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { useDesignRepository, useGlobalSettings, useSaveGlobalSettings } from '../../design/useTableStorage';
import type { TableGlobalSettings } from '../../design/storage/globalSettings';
import { rowLimitProblem } from '../../landing/landingRules';
import { countFromText, countText } from '../../format/words';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
});

function GlobalForm({ initial }: { initial: TableGlobalSettings }) {
  const styles = useStyles();
  const save = useSaveGlobalSettings();
  const { mode } = useDesignRepository();
  const [sheet, setSheet] = useState(initial.defaultSheet);
  const [limit, setLimit] = useState(countText(initial.defaultRowLimit));
  const [dateFormat, setDateFormat] = useState(initial.dateFormat);
  const limitNumber = countFromText(limit);
  const limitProblem = rowLimitProblem(limitNumber);
  const sheetProblem = /[\\/?*[\]:]/.test(sheet) ? 'A sheet name has none of \\ / ? * [ ] :' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (limitProblem || sheetProblem) return;
    save.mutate({ defaultSheet: sheet.trim(), defaultRowLimit: limitNumber, dateFormat: dateFormat.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {mode === 'excel' ? (
        <Field
          label="Worksheet new tables land on"
          hint="Leave empty for the active sheet."
          validationMessage={sheetProblem}
        >
          <Input value={sheet} maxLength={31} onChange={(_, data) => setSheet(data.value)} />
        </Field>
      ) : null}
      <Field label="Row limit of new designs" validationMessage={limitProblem}>
        <Input inputMode="numeric" value={limit} onChange={(_, data) => setLimit(data.value)} />
      </Field>
      <Field
        label="Number format of date columns"
        hint="Given to a date column added without a format, e.g. yyyy-mm-dd."
      >
        <Input
          value={dateFormat}
          maxLength={QUERY_LIMITS.maxFormatLength}
          onChange={(_, data) => setDateFormat(data.value)}
        />
      </Field>
      {save.isSuccess ? (
        <MessageBar intent="success">
          <MessageBarBody>Saved. New table designs start with these settings.</MessageBarBody>
        </MessageBar>
      ) : null}
      <div>
        <Button appearance="primary" type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

function GlobalSettings() {
  const settings = useGlobalSettings();
  if (!settings.data) return <Spinner size="small" label="Loading the settings…" />;
  return <GlobalForm initial={settings.data} />;
}

export default function TableGlobalScreen() {
  return (
    <Screen description="Settings that apply to every table of this workbook (in the browser, to all of yours).">
      <RequireInstance>
        <GlobalSettings />
      </RequireInstance>
    </Screen>
  );
}
