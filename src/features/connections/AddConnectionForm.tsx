import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { useId, type ReactNode } from 'react';
import { AppLink } from '../../components/AppLink';
import type { useAddConnection } from './useAddConnection';
import { CIN7_OMNI_HELP_HREF } from '../../routes/hrefs';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  step: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  passed: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  scope: { display: 'flex', flexDirection: 'column' },
  scopeText: { color: tokens.colorNeutralForeground2, paddingLeft: '32px' },
});

/** The help page for a source system's API credentials, when Wharf has one. */
const HELP_BY_SOURCE: Readonly<Record<string, string>> = { cin7Omni: CIN7_OMNI_HELP_HREF };

function Step({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.step}>
      <legend className={styles.legend}>
        <Subtitle2 as="h2">{title}</Subtitle2>
      </legend>
      {children}
    </fieldset>
  );
}

/** The wizard's steps on one page: source, credentials (tested before anything is saved), what to import. */
export function AddConnectionForm({ wizard }: { wizard: ReturnType<typeof useAddConnection> }) {
  const styles = useStyles();
  const scopesHint = useId();
  const { sourceSystem, test, save } = wizard;
  const help = sourceSystem ? HELP_BY_SOURCE[sourceSystem.code] : undefined;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save.run();
      }}
    >
      <Step title="1. Source system">
        <Field label="Source system" required>
          <Select
            value={wizard.sourceSystemId === null ? '' : String(wizard.sourceSystemId)}
            onChange={(_, data) => wizard.setSourceSystemId(Number(data.value))}
            disabled={save.created}
          >
            {wizard.sourceSystems.map((system) => (
              <option key={system.id} value={system.id}>
                {system.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Connection name"
          hint="How this connection is called in Wharf, e.g. your company's name."
        >
          <Input
            value={wizard.name}
            maxLength={100}
            placeholder={sourceSystem?.name}
            onChange={(_, data) => wizard.setName(data.value)}
          />
        </Field>
      </Step>

      <Step title="2. API credentials">
        {help ? (
          <p>
            Where to find them: <AppLink to={help}>creating a {sourceSystem?.name} API connection</AppLink>.
          </p>
        ) : null}
        <Field label={sourceSystem?.clientIdLabel ?? 'API username'} required>
          <Input
            value={wizard.clientId}
            autoComplete="off"
            disabled={save.created}
            onChange={(_, data) => wizard.setClientId(data.value)}
          />
        </Field>
        <Field
          label={sourceSystem?.secretLabel ?? 'API key'}
          required
          hint="Stored encrypted. After saving it is never shown again."
        >
          <Input
            type="password"
            value={wizard.secret}
            autoComplete="new-password"
            disabled={save.created}
            onChange={(_, data) => wizard.setSecret(data.value)}
          />
        </Field>
        <div className={styles.row}>
          <Button
            onClick={() => void test.run()}
            disabled={!wizard.credentialsComplete || test.pending || save.created}
          >
            {test.pending ? 'Testing…' : 'Test the credentials'}
          </Button>
          {test.passed ? (
            <span className={styles.passed} role="status">
              <CheckmarkCircleRegular aria-hidden /> {test.message ?? 'The credentials work.'}
            </span>
          ) : null}
        </div>
        {test.error ? (
          <MessageBar intent="error">
            <MessageBarBody>
              {test.error}
              {help ? (
                <>
                  {' '}
                  <AppLink to={help}>Where {sourceSystem?.name} shows its API username and key</AppLink>
                </>
              ) : null}
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </Step>

      <Step title="3. What to import">
        <p id={scopesHint}>Each scope lands one kind of data from the source into your warehouse.</p>
        {(sourceSystem?.scopes ?? []).map((scope) => (
          <div key={scope.key} className={styles.scope}>
            <Checkbox
              label={scope.name}
              checked={wizard.scopes.includes(scope.key)}
              onChange={(_, data) => wizard.toggleScope(scope.key, data.checked === true)}
            />
            <span className={styles.scopeText}>{scope.description}</span>
          </div>
        ))}
      </Step>

      {save.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{save.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" appearance="primary" disabled={!save.possible || save.pending}>
          {save.pending ? 'Saving…' : 'Save the connection'}
        </Button>
        {!save.possible && !save.created ? <span>Test the credentials first.</span> : null}
      </div>
    </form>
  );
}
