/**
 * A new or newly joined instance becomes the one the person works in: added to the user's instances, made the
 * currentInstance and remembered where this host keeps the choice, so Home opens on it after the sign-up.
 */
import { useHostStore, writeWorkbookSetting } from '../../host';
import { clientState, writePreferredInstanceId, type Instance } from '../../store';

/** The workbook setting the instance choice travels in (features/instances/instanceSession.ts reads it back). */
const INSTANCE_SETTING = 'wharf.instanceId';

export async function adoptInstance(instance: Instance): Promise<void> {
  const { userInstances, userId } = clientState.get();
  clientState.setInstances([...userInstances.filter((known) => known.id !== instance.id), instance]);
  clientState.setCurrentInstance(instance);
  if (useHostStore.getState().mode === 'excel') await writeWorkbookSetting(INSTANCE_SETTING, instance.id);
  else if (userId) writePreferredInstanceId(userId, instance.id);
}
