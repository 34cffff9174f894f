import {
  Button,
  Checkbox,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { notify, Severity } from '../../notices';
import { useImportSetup, useStartImport } from './useImports';
import { ADD_CONNECTION_HREF, IMPORT_CONNECTION_PARAM, importStatusHref } from '../../routes/hrefs';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  scopes: { display: 'flex', flexDirection: 'column' },
});

function StartForm() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { connections, sourceSystems, isPending } = useImportSetup();
  const start = useStartImport();
  const [chosenId, setChosenId] = useState<number | null>(
    () => Number(params.get(IMPORT_CONNECTION_PARAM)) || null,
  );
  const [chosenScopes, setScopes] = useState<string[] | null>(null);
  const [mode, setMode] = useState<'full' | 'incremental'>('full');

  if (isPending) return <Spinner label="Loading connections…" />;
  if (connections.length === 0) {
    return (
      <p>
        No connection can import yet. <AppLink to={ADD_CONNECTION_HREF}>Add a connection</AppLink> first.
      </p>
    );
  }
  const connection = connections.find((candidate) => candidate.id === chosenId) ?? connections[0];
  if (!connection) return null;
  const source = sourceSystems.find((system) => system.id === connection.sourceSystem.id);
  const offered = source?.scopes ?? connection.ETLScopes.map((key) => ({ key, name: key, description: '' }));
  const scopes =
    chosenScopes ??
    (connection.ETLScopes.length > 0 ? connection.ETLScopes : offered.map((scope) => scope.key));

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
          {connections.map((candidate) => (
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
      </div>
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
