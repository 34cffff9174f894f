/**
 * How each connection status is shown, and which status changes the UI offers.
 *
 * The transitions come from the contract, the same table the server enforces (docs/api.md, "Connection status
 * transitions"). The server stays the judge: a refused change answers 409 and its message is shown.
 */
import type { BadgeProps } from '@fluentui/react-components';
import { CONNECTION_TRANSITIONS, type ConnectionStatus } from '@wharf/contract';

export type ConnectionAction = 'terminate' | 'reconnect' | 'changePlan';

interface StatusLook {
  /** Words, never colour alone. */
  label: string;
  /** What the status means for the user, for the badge's accessible description. */
  meaning: string;
  color: NonNullable<BadgeProps['color']>;
}

/** Eight statuses, eight Fluent badge colours: each status is told apart by colour and by its words. */
export const CONNECTION_STATUS_LOOK: Readonly<Record<ConnectionStatus, StatusLook>> = {
  PENDING_INIT: {
    label: 'Pending setup',
    meaning: 'Created; waiting for its first import.',
    color: 'informative',
  },
  INIT: { label: 'Setting up', meaning: 'Its first import is landing.', color: 'brand' },
  ACTIVE: { label: 'Active', meaning: 'Importing normally.', color: 'success' },
  TERMINATING: {
    label: 'Terminating',
    meaning: 'Ends with the current billing month; can be reconnected.',
    color: 'warning',
  },
  ARCHIVE: { label: 'Archived', meaning: 'No longer imports; can be reconnected.', color: 'subtle' },
  DELETED: { label: 'Deleted', meaning: 'Removed for good.', color: 'important' },
  RECONNECT: { label: 'Reconnecting', meaning: 'Revived; waiting for its next import.', color: 'severe' },
  PENDING_PAYMENT: {
    label: 'Payment due',
    meaning: 'Imports resume once the invoice is paid.',
    color: 'danger',
  },
};

const TERMINATE_FROM = CONNECTION_TRANSITIONS.terminate.from;
const RECONNECT_FROM = CONNECTION_TRANSITIONS.reconnect.from;

/** The changes a user may ask for from a status; DELETED is final (nothing, not even a plan change). */
export function allowedActions(status: ConnectionStatus): ConnectionAction[] {
  const actions: ConnectionAction[] = [];
  if (TERMINATE_FROM.includes(status)) actions.push('terminate');
  if (RECONNECT_FROM.includes(status)) actions.push('reconnect');
  if (status !== 'DELETED') actions.push('changePlan');
  return actions;
}

/** Deleted connections are not counted. */
export const countsAsActive = (status: ConnectionStatus): boolean => status !== 'DELETED';
