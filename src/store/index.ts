export { clientState, useClientState, selectCurrentInstanceId } from './clientState';
export type { ClientState, Instance } from './clientState';
export { readPreferredInstanceId, writePreferredInstanceId } from './instancePreference';
