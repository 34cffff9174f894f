/**
 * The add-in's own entries in this browser's local storage (keys starting `wharf.`): the one module that reads,
 * writes and clears them for the host-side records. Storage refused (private mode, quota) reads as empty.
 */
export const LOCAL_DATA_PREFIX = 'wharf.';

export function readLocalJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeLocalJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Refused: the value lasts for this page only, which is all a browser without storage can offer.
  }
}

/** Removes every `wharf.` entry of local storage; answers how many went. The sign-in's token cache is not ours. */
export function clearLocalData(): number {
  try {
    const keys: string[] = [];
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(LOCAL_DATA_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => window.localStorage.removeItem(key));
    return keys.length;
  } catch {
    return 0;
  }
}
