import {
  Button,
  Caption1,
  Checkbox,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { onlyWhoMaySentence, useCompanyName, useMay } from '../../auth';
import { AppLink } from '../../components/AppLink';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { notify, Severity } from '../../notices';
import type { Importability } from './importability';
import { useImportSetup, useStartImport } from './useImports';
import { ADD_CONNECTION_HREF, IMPORT_CONNECTION_PARAM, importStatusHref } from '../../routes/hrefs';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  scopes: { display: 'flex', flexDirection: 'column' },
  blocked: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  blockedItem: { listStyleType: 'none', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Blocked = Extract<Importability, { canImport: false }>;

/** The connections that cannot import, each with its reason, so none is offered and then refused. */
function CannotImport({ blocked }: { blocked: readonly Blocked[] }) {
  const styles = useStyles();
  const headingId = useId();
  if (blocked.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Not offered
      </Subtitle2>
      <ul className={styles.blocked}>
        {blocked.map(({ connection, reason }) => (
          <li key={connection.id} className={styles.blockedItem}>
            <Caption1 className={styles.muted}>{`${connection.name} cannot import: ${reason}`}</Caption1>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StartForm() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { connections: listed, isPending } = useImportSetup();
  const start = useStartImport();
  const [chosenId, setChosenId] = useState<number | null>(
    () => Number(params.get(IMPORT_CONNECTION_PARAM)) || null,
  );
  const [chosenScopes, setScopes] = useState<string[] | null>(null);
  const [mode, setMode] = useState<'full' | 'incremental'>('full');
  const mayAdd = useMay('signupConnections');
  const companyName = useCompanyName();

  if (isPending) return <Spinner label="Loading connections…" />;
  const runnable = listed.filter((entry) => entry.canImport);
  const blocked = listed.filter((entry): entry is Blocked => !entry.canImport);
  if (runnable.length === 0) {
    return (
      <>
        <p>
          No connection can import yet.
          {mayAdd ? (
            <>
              {' '}
              <AppLink to={ADD_CONNECTION_HREF}>Add a connection</AppLink> first.
            </>
          ) : (
            ` ${onlyWhoMaySentence('signupConnections', 'add connections', companyName)}`
          )}
        </p>
        <CannotImport blocked={blocked} />
      </>
    );
  }
  const chosen = runnable.find((entry) => entry.connection.id === chosenId) ?? runnable[0];
  if (!chosen) return null;
  const { connection, scopes: offered } = chosen;
  const scopes = chosenScopes ?? offered.map((scope) => scope.key);

  const submit = () => {
    start.mutate(
      { connectionId: connection.id, mode, scopes },
      {
        onSuccess: ({ job, alreadyRunning }) => {
          if (alreadyRunning) {
            notify({
              text: `${connection.name} is already importing; showing that import.`,
              severity: Severity.Valid,
            });
          }
          void navigate(importStatusHref(job.id));
        },
      },
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label="Connection" required>
        <Select
          value={String(connection.id)}
          onChange={(_, data) => {
            setChosenId(Number(data.value));
            setScopes(null);
          }}
        >
          {runnable.map(({ connection: candidate }) => (
            <option key={candidate.id} value={candidate.id}>
              {`${candidate.name} (${candidate.sourceSystem.name})`}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className={styles.scopes}>
        <legend>What to import</legend>
        {offered.map((scope) => (
          <Checkbox
            key={scope.key}
            label={scope.name}
            checked={scopes.includes(scope.key)}
            onChange={(_, data) =>
              setScopes(
                data.checked === true
                  ? [...scopes.filter((key) => key !== scope.key), scope.key]
                  : scopes.filter((key) => key !== scope.key),
              )
            }
          />
        ))}
      </fieldset>
      <Field label="Import">
        <RadioGroup
          value={mode}
          onChange={(_, data) => setMode(data.value === 'incremental' ? 'incremental' : 'full')}
        >
          <Radio value="full" label="Full: everything, replacing what has landed" />
          <Radio value="incremental" label="Incremental: only what changed since the last import" />
        </RadioGroup>
      </Field>
      <div>
        <Button type="submit" appearance="primary" disabled={scopes.length === 0 || start.isPending}>
          {start.isPending ? 'Starting…' : 'Start the import'}
        </Button>
        {scopes.length === 0 ? (
          <Caption1 block className={styles.muted}>
            Tick at least one thing to import.
          </Caption1>
        ) : null}
      </div>
      <CannotImport blocked={blocked} />
    </form>
  );
}

export default function EtlStartScreen() {
  return (
    <Screen description="Choose a connection, what to import, and full or incremental.">
      <RequireInstance>
        <StartForm />
      </RequireInstance>
    </Screen>
  );
}
