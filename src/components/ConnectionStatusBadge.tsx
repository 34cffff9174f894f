import { Badge } from '@fluentui/react-components';
import type { ConnectionStatus } from '@wharf/contract';
import { CONNECTION_STATUS_LOOK } from './connectionStatus';

/** A connection's status as a badge: its own colour and its words, with what it means as the tooltip. */
export function ConnectionStatusBadge({ status }: { status: ConnectionStatus }) {
  const look = CONNECTION_STATUS_LOOK[status];
  return (
    <Badge appearance="tint" color={look.color} title={look.meaning} data-status={status}>
      {look.label}
    </Badge>
  );
}
