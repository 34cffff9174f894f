/** How the connection screens write dates and lists. */
import { countText, momentText } from '../../format/words';

/** A timestamp from the API as the user's locale writes it; "—" when there is none or it cannot be read. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : momentText(date);
}

export const formatList = (items: readonly string[], empty = 'None chosen'): string =>
  items.length === 0 ? empty : items.join(', ');

export const formatCount = (value: number): string => countText(value);
