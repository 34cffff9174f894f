import { Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { InstanceConnection } from '@wharf/contract';
import { useMay } from '../../auth';
import { FactList } from '../../components/FactList';
import { allowedActions, countsAsActive } from '../../components/connectionStatus';
import { ConnectionStatusBadge } from '../../components/ConnectionStatusBadge';
import { PlanDialog, ReconnectDialog, TerminateDialog } from './ConnectionDialogs';
import { EnterKeysDialog } from './EnterKeysDialog';
import { ConnectionSchedule } from './ConnectionSchedule';
import { formatDateTime, formatList } from './format';
import { useConnectionChanges, type ConnectionImports } from './useConnections';
import { useScopeNames } from '../../components/useScopeNames';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  name: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const IMPORT_OUTCOME: Readonly<Record<string, string>> = {
  pending: 'waiting to start',
  running: 'running',
  cancelled: 'cancelled',
  success: 'succeeded',
  warning: 'finished with warnings',
  info: 'finished',
  error: 'failed',
};

export function lastImportText(imports: ConnectionImports | undefined): string {
  const job = imports?.latest;
  if (!job) return 'Never';
  const when = formatDateTime(job.finished ?? job.started ?? job.created);
  return `${when} (${IMPORT_OUTCOME[job.status] ?? job.status})`;
}

interface ConnectionCardProps {
  connection: InstanceConnection;
  imports: ConnectionImports | undefined;
}

/** One connection: what it is, its status and last import, and the changes its status allows. */
export function ConnectionCard({ connection, imports }: ConnectionCardProps) {
  const scopeNames = useScopeNames();
  const styles = useStyles();
  // Each card has its own requests: one card's refusal is not shown on another.
  const changes = useConnectionChanges();
  const allowedByStatus = allowedActions(connection.status);
  // Only the changes the caller's role may make are offered.
  const may = {
    terminate: useMay('instanceConnectionTerminate'),
    reconnect: useMay('instanceConnectionReconnect'),
    changePlan: useMay('instanceConnectionProduct'),
  };
  const mayEnterKeys = useMay('signupConnectionKeys');
  const actions = allowedByStatus.filter((action) => may[action]);
  // Made with "Enter the API keys later": it cannot import until its keys are stored.
  const awaitingKeys = connection.APIKey.clientId === null && countsAsActive(connection.status);
  const facts: Array<readonly [string, string]> = [
    ['Source system', connection.sourceSystem.name],
    ['What it imports', formatList(scopeNames(connection.ETLScopes), 'Everything the source offers')],
    ['Last import', lastImportText(imports)],
    ['API username', connection.APIKey.clientId ?? '—'],
    ['API key', connection.APIKey.secret ?? 'None stored'],
    [
      'Changed',
      `${formatDateTime(connection.changed)}${connection.changedBy ? ` by ${connection.changedBy}` : ''}`,
    ],
  ];
  if (connection.terminationReason) facts.push(['Termination reason', connection.terminationReason]);
  return (
    <Card aria-label={connection.name}>
      <div className={styles.header}>
        <Subtitle2 as="h2" className={styles.name}>
          {connection.name}
        </Subtitle2>
        <ConnectionStatusBadge status={connection.status} />
      </div>
      <FactList facts={facts} />
      {awaitingKeys ? (
        <p>
          {mayEnterKeys
            ? 'No API keys yet: enter them so this connection can import.'
            : 'No API keys yet: this connection imports once they are entered.'}
        </p>
      ) : null}
      <ConnectionSchedule connectionId={connection.id} />
      {allowedByStatus.length === 0 ? (
        <p>A deleted connection cannot be changed.</p>
      ) : actions.length > 0 || (awaitingKeys && mayEnterKeys) ? (
        <div className={styles.actions}>
          {awaitingKeys && mayEnterKeys ? (
            <EnterKeysDialog connection={connection} changes={changes} />
          ) : null}
          {actions.includes('terminate') ? (
            <TerminateDialog connection={connection} changes={changes} />
          ) : null}
          {actions.includes('reconnect') ? (
            <ReconnectDialog connection={connection} changes={changes} />
          ) : null}
          {actions.includes('changePlan') ? <PlanDialog connection={connection} changes={changes} /> : null}
        </div>
      ) : null}
    </Card>
  );
}
