/**
 * Fills client state after sign-in and switches instance. In Excel the chosen instance id is saved in a
 * workbook setting and read back on load; in a browser tab it is remembered per user. An id the user does not have
 * makes the current instance null and logs a warning.
 */
import { requestInstanceConnection } from '../../api/queryOptions/connections';
// The host's modules, not its barrel: the barrel brings the Excel writer into the start-up chunk.
import { useHostStore, whenHostReady } from '../../host/hostStore';
import { readWorkbookSetting, writeWorkbookSetting } from '../../host/workbookSettings';
import { unknownInstanceMessage } from '../../messages';
import { clientState, readPreferredInstanceId, writePreferredInstanceId, type Instance } from '../../store';

/** The workbook setting that carries the chosen instance id. */
export const INSTANCE_SETTING = 'wharf.instanceId';

function savedInstanceId(userId: string): string | null {
  if (useHostStore.getState().mode === 'excel') {
    const value = readWorkbookSetting(INSTANCE_SETTING);
    return typeof value === 'number' || typeof value === 'string' ? String(value) : null;
  }
  return readPreferredInstanceId(userId);
}

async function loadConnections(): Promise<void> {
  const answer = await requestInstanceConnection();
  clientState.setConnections(answer.instanceConnections);
}

/** After the API answered the auth check: who the user is, their instances, the saved choice and its connections. */
export async function loadInstanceState(): Promise<void> {
  const answer = await requestInstanceConnection();
  // Where the choice is kept depends on the host: wait until office.js has said whether this is Excel.
  await whenHostReady();
  const saved = savedInstanceId(answer.user.userId);
  const instance =
    saved === null
      ? null
      : (answer.userInstances.find((candidate) => String(candidate.id) === saved) ?? null);
  clientState.setInstances(answer.userInstances);
  if (saved !== null && !instance) console.warn(unknownInstanceMessage(saved));
  if (saved !== null) clientState.setCurrentInstance(instance);
  // The user last: once they are known, the saved choice is settled (instance routing asks only then).
  clientState.setUser(answer.user.userId, answer.user.username);
  if (instance) await loadConnections();
}

/** The user picked an instance: remember it where this host keeps it, then load its connections. */
export async function chooseInstance(instance: Instance): Promise<void> {
  clientState.setCurrentInstance(instance);
  const { userId } = clientState.get();
  if (useHostStore.getState().mode === 'excel') await writeWorkbookSetting(INSTANCE_SETTING, instance.id);
  else if (userId) writePreferredInstanceId(userId, instance.id);
  await loadConnections();
}

/** Re-reads the current instance's connections (after a change elsewhere). */
export function refreshConnections(): Promise<void> {
  return loadConnections();
}
