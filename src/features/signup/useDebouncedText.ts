import { useEffect, useState } from 'react';

/** How long typing must pause before the company name is checked with the server. */
export const NAME_CHECK_DEBOUNCE_MS = 400;

/** The text once it has stayed unchanged for `delayMs`. */
export function useDebouncedText(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
