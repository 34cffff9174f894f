/** Short texts about a library item, shared by the list and the item screen. */
import type { LibraryItem } from '@wharf/contract';
import { countOf, momentText } from '../../format/words';

/** Who it comes from: the connector for a managed item, else its owner. */
export function sourceText(item: Pick<LibraryItem, 'sourceType' | 'owner' | 'mine'>): string {
  if (item.sourceType === 'managed') return 'Managed template';
  if (item.mine) return 'Yours';
  return `By ${item.owner?.name ?? 'someone'}`;
}

export function visibilityText(item: Pick<LibraryItem, 'visibility' | 'sourceType'>): string {
  if (item.sourceType === 'managed') return 'Shared with the instance, read-only';
  return item.visibility === 'shared' ? 'Shared with the instance' : 'Private: only you see it';
}

/** "1 row", "2,880 rows": the count with the locale's separators. */
export const rowsText = (count: number): string => countOf(count, 'row');

export function dateText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : momentText(date);
}
