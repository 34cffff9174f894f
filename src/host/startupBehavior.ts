/**
 * Refresh on open: where the host has Office's shared runtime (SharedRuntime 1.1, declared by
 * manifest.xml's Runtimes), the add-in asks to be loaded with the workbook, so its task pane code runs as the file
 * opens; elsewhere it runs when the task pane opens. Answers which of the two applies.
 */
import { officeGlobal } from './detectHost';
import { useHostStore } from './hostStore';

export type RefreshOnOpenWhen = 'workbook-opens' | 'task-pane-opens';

function sharedRuntimeSupported(): boolean {
  try {
    return officeGlobal()?.context?.requirements?.isSetSupported('SharedRuntime', '1.1') ?? false;
  } catch {
    return false;
  }
}

export function refreshOnOpenWhen(): RefreshOnOpenWhen {
  return useHostStore.getState().mode === 'excel' && sharedRuntimeSupported()
    ? 'workbook-opens'
    : 'task-pane-opens';
}

/** Tells Office to load the add-in with this workbook (or no longer), where the host supports it. */
export async function applyStartupBehavior(loadWithWorkbook: boolean): Promise<RefreshOnOpenWhen> {
  const when = refreshOnOpenWhen();
  const office = officeGlobal();
  if (when === 'workbook-opens' && office?.addin) {
    await office.addin.setStartupBehavior(
      loadWithWorkbook ? office.StartupBehavior.load : office.StartupBehavior.none,
    );
  }
  return when;
}
