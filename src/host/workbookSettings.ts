/**
 * Settings that travel with the workbook (Office.context.document.settings): set, then saved with saveAsync so they
 * are in the file the next time it opens. In browser mode there is no workbook: reads answer null, writes do nothing.
 */
import { officeGlobal } from './detectHost';
import { useHostStore } from './hostStore';

function documentSettings(): Office.Settings | null {
  if (useHostStore.getState().mode !== 'excel') return null;
  return officeGlobal()?.context?.document?.settings ?? null;
}

export function readWorkbookSetting(name: string): unknown {
  const settings = documentSettings();
  if (!settings) return null;
  const value: unknown = settings.get(name);
  return value ?? null;
}

export function writeWorkbookSetting(name: string, value: unknown): Promise<void> {
  const settings = documentSettings();
  if (!settings) return Promise.resolve();
  settings.set(name, value);
  return new Promise((resolve, reject) => {
    settings.saveAsync((result) => {
      if (result.status === Office.AsyncResultStatus.Failed) {
        reject(new Error(result.error.message));
      } else {
        resolve();
      }
    });
  });
}
