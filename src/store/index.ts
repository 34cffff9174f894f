export { clientState, useClientState, selectCurrentInstanceId, selectManagesBilling } from './clientState';
export type { ClientState, Instance } from './clientState';
export { readPreferredInstanceId, writePreferredInstanceId } from './instancePreference';
