/**
 * Which status changes a user may ask for (docs/api.md has the table).
 * Terminating stops a live or pending connection; reconnecting revives one that is terminating or archived.
 * DELETED is final. Everything else is a conflict the user is told about.
 */
import { CONNECTION_TRANSITIONS, type ConnectionAction, type ConnectionStatus } from '@wharf/contract';

export type { ConnectionAction };
/** The one table, shared with the add-in through the contract. */
export const TRANSITIONS = CONNECTION_TRANSITIONS;

/** The status after the action, or a sentence saying why it is not allowed. */
export function nextStatus(
  current: ConnectionStatus,
  action: ConnectionAction,
): { ok: true; status: ConnectionStatus } | { ok: false; message: string } {
  const rule = TRANSITIONS[action];
  if (rule.from.includes(current)) return { ok: true, status: rule.to };
  return {
    ok: false,
    message: `A ${current} connection cannot be ${action === 'terminate' ? 'terminated' : 'reconnected'}; allowed from ${rule.from.join(', ')}.`,
  };
}
