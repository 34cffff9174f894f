/** /settings/addin: how the add-in behaves in this workbook, its diagnostics, and clearing its data. */
import { makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { Screen } from '../../../components/Screen';
import { useHostStore } from '../../../host';
import { refreshOnOpenWhen } from '../../../host/records';
import { AddinSettingsForm } from './AddinSettingsForm';
import { ClearLocalData } from './ClearLocalData';
import { ExcelDiagnostics } from './ExcelDiagnostics';
import { useAddinSettings } from './useAddinSettings';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
});

export default function AddinSettingsScreen() {
  const styles = useStyles();
  const behaviourId = useId();
  const diagnosticsId = useId();
  const dataId = useId();
  const settings = useAddinSettings();
  const mode = useHostStore((state) => state.mode);
  return (
    <Screen description="How the add-in behaves in this workbook.">
      <section className={styles.section} aria-labelledby={behaviourId}>
        <Subtitle2 as="h2" id={behaviourId}>
          Tables and refresh
        </Subtitle2>
        {settings.data ? (
          <AddinSettingsForm saved={settings.data} when={refreshOnOpenWhen()} inExcel={mode === 'excel'} />
        ) : (
          <Spinner size="small" label="Reading the add-in settings…" />
        )}
      </section>
      <section className={styles.section} aria-labelledby={diagnosticsId}>
        <Subtitle2 as="h2" id={diagnosticsId}>
          Diagnostics
        </Subtitle2>
        <ExcelDiagnostics />
      </section>
      <section className={styles.section} aria-labelledby={dataId}>
        <Subtitle2 as="h2" id={dataId}>
          Local data
        </Subtitle2>
        <ClearLocalData />
      </section>
    </Screen>
  );
}
