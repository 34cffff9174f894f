// @vitest-environment node
/** Publishing a workbook design to the library, and opening a library item as a workbook design (docs/tables.md). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibraryItem } from '@wharf/contract';
import { newDesign, type TableDesign } from '../tableDesign';
import { designIdForLibraryItem } from './libraryAdoption';
import { toDefinition } from './libraryDefinition';
import { publishToLibrary } from './libraryPublishing';

const apiRequest = vi.hoisted(() => vi.fn<(path: string, payload: unknown) => Promise<unknown>>());
vi.mock('../../api/client', () => ({ apiRequest, configureApiClient: vi.fn() }));

const workbook = vi.hoisted(() => ({ settings: new Map<string, unknown>() }));
vi.mock('../../host', () => ({
  readWorkbookSetting: (key: string) => workbook.settings.get(key),
  writeWorkbookSetting: (key: string, value: unknown) => {
    workbook.settings.set(key, value);
    return Promise.resolve();
  },
}));

const design: TableDesign = {
  ...newDesign(),
  id: 3,
  name: 'Stock by branch',
  table: 'stock_on_hand',
  columns: [{ id: 1, kind: 'source', name: 'Branch', ref: 'branch' }],
  lastRefresh: { at: '2026-01-01T00:00:00.000Z', rowCount: 3 },
  nextId: 2,
};

function item(overrides: Partial<LibraryItem>): LibraryItem {
  return {
    id: 40,
    title: 'Stock by branch',
    description: 'Kept',
    topicId: 2,
    visibility: 'private',
    sourceType: 'user',
    owner: { userId: 'u1', name: 'Demo' },
    mine: true,
    favorite: false,
    definition: toDefinition(design),
    created: '2026-01-01T00:00:00.000Z',
    updated: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const sent = () =>
  apiRequest.mock.calls.find(([path]) => path === '/api/userLibrarySet')?.[1] as {
    item: Record<string, unknown>;
  };

describe('publishing a workbook design to the library', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    workbook.settings.clear();
  });

  it('adds a shared item without the workbook id or its refresh', async () => {
    apiRequest.mockImplementation((path) =>
      Promise.resolve(path === '/api/userLibrary' ? { items: [] } : { item: item({ visibility: 'shared' }) }),
    );
    await publishToLibrary(design);
    expect(sent().item).toMatchObject({ title: 'Stock by branch', visibility: 'shared' });
    expect(sent().item.id).toBeUndefined();
    expect(JSON.stringify(sent().item.definition)).not.toContain('2026-01-01');
  });

  it('updates the user’s earlier item of the same title, keeping its topic, description and visibility', async () => {
    apiRequest.mockImplementation((path) =>
      Promise.resolve(path === '/api/userLibrary' ? { items: [item({})] } : { item: item({}) }),
    );
    await publishToLibrary(design);
    expect(sent().item).toMatchObject({ id: 40, description: 'Kept', topicId: 2, visibility: 'private' });
  });
});

describe('opening a library item in the designer', () => {
  beforeEach(() => workbook.settings.clear());

  it('in the browser opens the item itself', async () => {
    expect(await designIdForLibraryItem(item({}), 'browser')).toBe(40);
    expect(workbook.settings.size).toBe(0);
  });

  it('in Excel adds it to the workbook once, without its refresh, and finds it again the next time', async () => {
    const first = await designIdForLibraryItem(item({}), 'excel');
    const again = await designIdForLibraryItem(item({}), 'excel');
    expect(first).toBe(1);
    expect(again).toBe(1);
    const stored = workbook.settings.get('wharf.tableDesigns') as { designs: TableDesign[] };
    expect(stored.designs).toHaveLength(1);
    expect(stored.designs[0]).toMatchObject({ id: 1, name: 'Stock by branch', lastRefresh: null });
  });

  it('answers null for an item that holds no design', async () => {
    expect(await designIdForLibraryItem(item({ definition: { foo: 1 } }), 'excel')).toBeNull();
  });
});
