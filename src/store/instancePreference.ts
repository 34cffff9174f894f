/**
 * Which instance the user last chose in a browser tab, per user (in Excel the workbook carries it instead).
 * The one module that touches this local-storage key.
 */
const keyFor = (userId: string) => `wharf.instance.${userId}`;

export function readPreferredInstanceId(userId: string): string | null {
  try {
    return window.localStorage.getItem(keyFor(userId));
  } catch {
    return null;
  }
}

export function writePreferredInstanceId(userId: string, instanceId: number | null): void {
  try {
    if (instanceId === null) window.localStorage.removeItem(keyFor(userId));
    else window.localStorage.setItem(keyFor(userId), String(instanceId));
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
}
