import { makeStyles, tokens } from '@fluentui/react-components';
import type { InstanceConnection } from '@wharf/contract';
import { countsAsActive } from '../../components/connectionStatus';
import { ConnectionStatusBadge } from '../../components/ConnectionStatusBadge';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: {
    listStyleType: 'none',
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  source: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  // A long status ("Pending setup") keeps to one line beside a long name at 320 px.
  status: { flexShrink: 0, whiteSpace: 'nowrap' },
});

/** Deleted connections are excluded from the active connection count. */
export function activeConnectionCount(connections: readonly InstanceConnection[]): number {
  return connections.filter((connection) => countsAsActive(connection.status)).length;
}

export function ConnectionSummary({ connections }: { connections: readonly InstanceConnection[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label="Connections">
      {connections.map((connection) => (
        <li key={connection.id} className={styles.item}>
          <span>
            {connection.name} <span className={styles.source}>· {connection.sourceSystem.name}</span>
          </span>
          <span className={styles.status}>
            <ConnectionStatusBadge status={connection.status} />
          </span>
        </li>
      ))}
    </ul>
  );
}
