/**
 * What a library tab (PRIVATE or LIBRARY) shows: the items of the tab that match the search, grouped
 * by topic, newest first. Pure, so the list screen only renders.
 */
import type { LibraryItem } from '@wharf/contract';

export const LIBRARY_TABS = ['FAVORITES', 'LIBRARY', 'PRIVATE'] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

export const isLibraryTab = (value: unknown): value is LibraryTab =>
  typeof value === 'string' && (LIBRARY_TABS as readonly string[]).includes(value);

export const NO_TOPIC = 'No topic';

/** FAVORITES: what I starred; LIBRARY: shared in the instance, managed templates too; PRIVATE: only I can see. */
export function inTab(item: LibraryItem, tab: LibraryTab): boolean {
  if (tab === 'FAVORITES') return item.favorite;
  if (tab === 'LIBRARY') return item.visibility === 'shared';
  return item.visibility === 'private' && item.mine;
}

/** Title or description holds every word of the search, in any case. */
export function matchesSearch(item: LibraryItem, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${item.title} ${item.description ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

export interface TopicGroup {
  /** null: the items without a topic. */
  topicId: number | null;
  name: string;
  items: LibraryItem[];
}

const newestFirst = (a: LibraryItem, b: LibraryItem) => b.updated.localeCompare(a.updated) || b.id - a.id;

/** Groups in topic-name order with "No topic" last; items newest first within each. */
export function groupByTopic(
  items: readonly LibraryItem[],
  topics: ReadonlyArray<{ id: number; name: string }>,
): TopicGroup[] {
  const names = new Map(topics.map((topic) => [topic.id, topic.name]));
  const groups = new Map<number | null, TopicGroup>();
  for (const item of items) {
    // An item whose topic has just been removed (not yet refetched) belongs under "No topic".
    const topicId = item.topicId !== null && names.has(item.topicId) ? item.topicId : null;
    const group = groups.get(topicId) ?? { topicId, name: names.get(topicId ?? -1) ?? NO_TOPIC, items: [] };
    group.items.push(item);
    groups.set(topicId, group);
  }
  for (const group of groups.values()) group.items.sort(newestFirst);
  return [...groups.values()].sort((a, b) => {
    if (a.topicId === null) return 1;
    if (b.topicId === null) return -1;
    return a.name.localeCompare(b.name);
  });
}

export function libraryTabView(
  items: readonly LibraryItem[],
  topics: ReadonlyArray<{ id: number; name: string }>,
  tab: LibraryTab,
  search: string,
): TopicGroup[] {
  return groupByTopic(
    items.filter((item) => inTab(item, tab) && matchesSearch(item, search)),
    topics,
  );
}

/** What an empty tab says to do next (a search that finds nothing says so instead). */
export function emptyTabText(tab: LibraryTab, searching: boolean): string {
  if (searching) return 'Nothing here matches the search. Try other words, or clear the search.';
  if (tab === 'FAVORITES') return 'No favorites yet. Star an item on LIBRARY or PRIVATE to find it here.';
  if (tab === 'LIBRARY')
    return 'Nothing is shared in this instance yet. Open one of your items and share it.';
  return 'No private items yet. Save a table design, or save a copy of a library item.';
}
