// @vitest-environment node
/** Recording a landing's refresh where the design lives: once, changing nothing else. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibraryItem } from '@wharf/contract';
import { newDesign, type TableDesign } from '../tableDesign';
import { libraryDesignRepository } from './designRepository';
import { DESIGN_KEY, toDefinition } from './libraryDefinition';

const apiRequest = vi.hoisted(() => vi.fn<(path: string, payload: unknown) => Promise<unknown>>());
vi.mock('../../api/client', () => ({ apiRequest, configureApiClient: vi.fn() }));

const design: TableDesign = {
  ...newDesign(),
  id: 12,
  name: 'Orders',
  table: 'sales_orders',
  columns: [{ id: 1, kind: 'source', name: 'Order', ref: 'order_number' }],
  nextId: 2,
};

function item(overrides: Partial<LibraryItem>): LibraryItem {
  return {
    id: 12,
    title: 'Orders',
    description: 'Open orders',
    topicId: 3,
    visibility: 'shared',
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

const refresh = { at: '2026-03-01T09:30:00.000Z', rowCount: 42 };

describe('recording a refresh in the library (browser)', () => {
  beforeEach(() => apiRequest.mockReset());

  it('reads the library once and writes the item once, keeping its title, description, topic and visibility', async () => {
    apiRequest.mockImplementation((path) =>
      Promise.resolve(path === '/api/userLibrary' ? { items: [item({})] } : { item: item({}) }),
    );
    await libraryDesignRepository.recordRefresh(12, refresh);
    expect(apiRequest.mock.calls.map(([path]) => path)).toEqual(['/api/userLibrary', '/api/userLibrarySet']);
    const [, payload] = apiRequest.mock.calls[1] as [string, { item: Record<string, unknown> }];
    expect(payload.item).toMatchObject({
      id: 12,
      title: 'Orders',
      description: 'Open orders',
      topicId: 3,
      visibility: 'shared',
    });
    expect((payload.item.definition as Record<string, unknown>)[DESIGN_KEY]).toMatchObject({
      lastRefresh: refresh,
    });
  });

  it("leaves another user's shared design as it is", async () => {
    apiRequest.mockResolvedValue({ items: [item({ mine: false })] });
    await libraryDesignRepository.recordRefresh(12, refresh);
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });
});
