import { useEffect, useState } from 'react';

/** The value once it has stayed unchanged for `delayMs` (typing, a run of design edits). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Debounce for member search as the user types. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 250;
/** Debounce for the live preview after design edits. */
export const PREVIEW_DEBOUNCE_MS = 400;
