import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  tokens,
} from '@fluentui/react-components';
import { AppLink } from '../../components/AppLink';
import { CIN7_OMNI_HELP_HREF, OMNI_HELP_HREF } from '../../routes/hrefs';
import type { useFirstConnection } from './useFirstConnection';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** A field's refusal as Fluent's Field shows it. */
const validation = (problem: string | null) =>
  problem === null ? {} : { validationState: 'error' as const, validationMessage: problem };

/** The help page saying where a source system shows its API keys. */
const KEYS_HELP: Readonly<Record<string, { href: string; text: string }>> = {
  cin7Omni: { href: CIN7_OMNI_HELP_HREF, text: 'Where Cin7 Omni shows its API username and key' },
};

export function FirstConnectionForm({ connection }: { connection: ReturnType<typeof useFirstConnection> }) {
  const styles = useStyles();
  const help = connection.sourceSystem ? KEYS_HELP[connection.sourceSystem.code] : undefined;
  const locked = connection.created || connection.pending;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void connection.save();
      }}
    >
      <Field
        label="Connection name"
        required
        hint="How your team will know this source, e.g. “Shop Omni”."
        {...validation(connection.problems.name)}
      >
        <Input
          value={connection.name}
          maxLength={100}
          disabled={locked}
          onChange={(_, data) => connection.setName(data.value)}
        />
      </Field>
      <Field label="Source system" required>
        <Select
          value={connection.sourceSystemId === null ? '' : String(connection.sourceSystemId)}
          disabled={locked}
          onChange={(_, data) => connection.setSourceSystemId(Number(data.value))}
        >
          {connection.sourceSystems.map((system) => (
            <option key={system.id} value={system.id}>
              {system.name}
            </option>
          ))}
        </Select>
      </Field>
      {/* One help page: the source's own. Two near-alike links made a newcomer wonder which to read. */}
      <p>
        {help ? (
          <AppLink to={help.href}>{help.text}</AppLink>
        ) : (
          <AppLink to={OMNI_HELP_HREF}>Setting up the Omni API</AppLink>
        )}
      </p>
      <Field
        label={connection.sourceSystem?.clientIdLabel ?? 'API username'}
        required
        {...validation(connection.problems.clientId)}
      >
        <Input
          value={connection.clientId}
          autoComplete="off"
          disabled={locked}
          onChange={(_, data) => connection.setClientId(data.value)}
        />
      </Field>
      <Field
        label={connection.sourceSystem?.secretLabel ?? 'API key'}
        required
        hint="Tried with the source before it is stored, then kept encrypted and never shown again."
        {...(connection.keysRefused && help
          ? {
              validationState: 'error' as const,
              validationMessage: (
                <>
                  {connection.problems.secret} <AppLink to={help.href}>{help.text}</AppLink>
                </>
              ),
            }
          : validation(connection.problems.secret))}
      >
        <Input
          type="password"
          value={connection.secret}
          autoComplete="new-password"
          disabled={locked}
          onChange={(_, data) => connection.setSecret(data.value)}
        />
      </Field>
      {connection.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{connection.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={!connection.canSave || connection.pending}>
          {connection.pending ? 'Saving…' : 'Save the connection'}
        </Button>
        {connection.created ? null : (
          <Button disabled={connection.pending} onClick={() => void connection.later()}>
            Enter the API keys later
          </Button>
        )}
      </div>
    </form>
  );
}
