/**
 * Where the library screens link to, built from their route patterns (src/routes/routeTable.ts) in one place. The
 * table designer opens a library item through /table/new?library={id}: in Excel that makes the item a workbook
 * design first, in the browser it opens the item itself.
 */
import type { RoutePath } from '../../routes/routeTable';

const segment = (value: number): string => encodeURIComponent(String(value));

export const LIBRARY_LIST_HREF = '/library' satisfies RoutePath;
export const LIBRARY_TOPICS_HREF = '/library/topic' satisfies RoutePath;

export function libraryItemHref(itemId: number): string {
  return `/library/${segment(itemId)}`;
}

export function libraryUpdateHref(itemId: number): string {
  return `/library/update/${segment(itemId)}`;
}

/** The list on one tab, e.g. back from an item. */
export function libraryTabHref(tab: string): string {
  return `${LIBRARY_LIST_HREF}?${new URLSearchParams({ tab }).toString()}`;
}

/** The table designer on the item, on UPDATE to land it or on OVERVIEW to change it. */
export function libraryItemInDesignerHref(itemId: number, tab: 'OVERVIEW' | 'UPDATE'): string {
  return `/table/new?${new URLSearchParams({ library: String(itemId), tab }).toString()}`;
}
