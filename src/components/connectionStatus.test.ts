// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONNECTION_STATUSES } from '@wharf/contract';
import { allowedActions, CONNECTION_STATUS_LOOK, countsAsActive } from './connectionStatus';

describe('what the UI offers per connection status (mirror of the server transitions)', () => {
  it.each([
    ['PENDING_INIT', ['terminate', 'changePlan']],
    ['INIT', ['terminate', 'changePlan']],
    ['ACTIVE', ['terminate', 'changePlan']],
    ['RECONNECT', ['terminate', 'changePlan']],
    ['PENDING_PAYMENT', ['terminate', 'changePlan']],
    ['TERMINATING', ['reconnect', 'changePlan']],
    ['ARCHIVE', ['reconnect', 'changePlan']],
    ['DELETED', []],
  ] as const)('%s offers %j', (status, actions) => {
    expect(allowedActions(status)).toEqual(actions);
  });

  it('gives every status its own words and its own colour', () => {
    const looks = CONNECTION_STATUSES.map((status) => CONNECTION_STATUS_LOOK[status]);
    expect(new Set(looks.map((look) => look.label)).size).toBe(CONNECTION_STATUSES.length);
    expect(new Set(looks.map((look) => look.color)).size).toBe(CONNECTION_STATUSES.length);
  });

  it('counts every connection but deleted ones as active', () => {
    expect(CONNECTION_STATUSES.filter(countsAsActive)).toHaveLength(CONNECTION_STATUSES.length - 1);
    expect(countsAsActive('DELETED')).toBe(false);
  });
});
