import { Badge, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import type { ConnectionStatus, InstanceConnection } from '../../api/contract';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: {
    listStyleType: 'none',
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  source: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** Every SPEC §3 status has its own badge colour, and always its name: colour never carries meaning alone. */
const STATUS_COLOR: Record<ConnectionStatus, NonNullable<BadgeProps['color']>> = {
  PENDING_INIT: 'informative',
  INIT: 'informative',
  ACTIVE: 'success',
  TERMINATING: 'warning',
  ARCHIVE: 'subtle',
  DELETED: 'danger',
  RECONNECT: 'warning',
  PENDING_PAYMENT: 'important',
};

/** SPEC §4: deleted connections are excluded from the active connection count. */
export function activeConnectionCount(connections: readonly InstanceConnection[]): number {
  return connections.filter((connection) => connection.status !== 'DELETED').length;
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
          <Badge appearance="tint" color={STATUS_COLOR[connection.status]} data-status={connection.status}>
            {connection.status}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
