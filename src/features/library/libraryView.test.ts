// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LibraryItem } from '@wharf/contract';
import { emptyTabText, libraryTabView, matchesSearch } from './libraryView';

function item(overrides: Partial<LibraryItem> & Pick<LibraryItem, 'id' | 'title'>): LibraryItem {
  return {
    description: null,
    topicId: null,
    visibility: 'shared',
    sourceType: 'user',
    owner: { userId: 'u1', name: 'Demo' },
    mine: true,
    favorite: false,
    definition: {},
    created: '2025-01-01T00:00:00.000Z',
    updated: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const topics = [
  { id: 1, name: 'Sales' },
  { id: 2, name: 'Inventory' },
];
const items = [
  item({ id: 1, title: 'Old sales', topicId: 1, updated: '2025-01-01T00:00:00.000Z', favorite: true }),
  item({ id: 2, title: 'New sales', topicId: 1, updated: '2025-03-01T00:00:00.000Z' }),
  item({ id: 3, title: 'Stock', topicId: 2, description: 'Units per branch' }),
  item({ id: 4, title: 'Mine only', visibility: 'private' }),
  item({ id: 5, title: 'Colleague private', visibility: 'private', mine: false }),
  item({ id: 6, title: 'Template', sourceType: 'managed', owner: null, mine: false, topicId: 99 }),
];

const titles = (tab: 'FAVORITES' | 'LIBRARY' | 'PRIVATE', search = '') =>
  libraryTabView(items, topics, tab, search).map((group) => [group.name, group.items.map((i) => i.title)]);

describe('the library tabs', () => {
  it('LIBRARY holds shared items and managed templates, grouped by topic A–Z, "No topic" last, newest first', () => {
    expect(titles('LIBRARY')).toEqual([
      ['Inventory', ['Stock']],
      ['Sales', ['New sales', 'Old sales']],
      ['No topic', ['Template']],
    ]);
  });

  it('FAVORITES holds what I starred, PRIVATE only my private items', () => {
    expect(titles('FAVORITES')).toEqual([['Sales', ['Old sales']]]);
    expect(titles('PRIVATE')).toEqual([['No topic', ['Mine only']]]);
  });

  it('searches titles and descriptions, every word, in any case', () => {
    expect(titles('LIBRARY', 'BRANCH units')).toEqual([['Inventory', ['Stock']]]);
    expect(matchesSearch(items[0] as LibraryItem, 'sales old')).toBe(true);
    expect(titles('LIBRARY', 'nothing like it')).toEqual([]);
  });

  it('says what to do next on an empty tab', () => {
    expect(emptyTabText('FAVORITES', false)).toMatch(/^No favorites yet\. Star an item/);
    expect(emptyTabText('PRIVATE', true)).toMatch(/^Nothing here matches the search/);
  });
});
