// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { type ApiAnswer } from '../testing/testStack.ts';
import { startSignedInDemo, type SignedInDemo } from '../testing/signedInDemo.ts';
import { testBackend } from '../testing/testBackends.ts';

const DEMO_USER_ID = '6f0c5a2e-8d4b-4c1e-9a57-0d3c2b1a0001';
const COLLEAGUE_ID = '6f0c5a2e-8d4b-4c1e-9a57-0d3c2b1a0002';

let demo: SignedInDemo;
const items: Record<string, number> = {};
const topics: Record<string, number> = {};

function call(path: string, payload: unknown, instanceId: number | null = demo.harbour): Promise<ApiAnswer> {
  return demo.api.post(path, payload, { token: demo.idToken, instanceId });
}

const itemId = (title: string) => items[title] ?? 0;
const topicId = (name: string) => topics[name] ?? 0;

interface ItemView {
  id: number;
  title: string;
  topicId: number | null;
  mine: boolean;
  favorite: boolean;
  visibility: string;
  sourceType: 'managed' | 'user';
  owner: { userId: string; name: string } | null;
  definition: Record<string, unknown>;
}

async function library(instanceId = demo.harbour): Promise<ItemView[]> {
  const answer = await call(API_PATHS.userLibrary, undefined, instanceId);
  expect(answer.status).toBe(200);
  return answer.body.items as ItemView[];
}

const userItems = async (instanceId = demo.harbour) =>
  (await library(instanceId)).filter((item) => item.sourceType === 'user');
const managedItem = async (title: string) => {
  const item = (await library()).find((i) => i.sourceType === 'managed' && i.title === title);
  if (!item) throw new Error(`no managed item ${title}`);
  return item;
};
const CIN7_TEMPLATE_TITLES = [
  'Open sales orders',
  'Sales by branch and month',
  'Sales by product category',
  'Stock on hand by branch',
  'Top customers by revenue',
];

describe.each([testBackend()])('on $name', (backend) => {
  beforeAll(async () => {
    demo = await startSignedInDemo({ backend });
    // A private item of the colleague: the demo user must never see it.
    await demo.stack.db.query(
      "INSERT INTO app.library_items (instance_id, owner_user_id, visibility, title) VALUES ($1, $2, 'private', 'Sam private')",
      [demo.harbour, COLLEAGUE_ID],
    );
    for (const row of await demo.stack.db.query<{ id: number; title: string }>(
      'SELECT id, title FROM app.library_items',
    )) {
      items[row.title] = row.id;
    }
    for (const row of await demo.stack.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM app.library_topics',
    )) {
      topics[row.name] = row.id;
    }
  }, 60_000);

  afterAll(async () => {
    await demo.stack.close();
  });

  describe('/api/userLibrary', () => {
    it("answers the instance's topics, its shared items and the user's private ones, with favourites", async () => {
      const answer = await call(API_PATHS.userLibrary, undefined);
      expect(answer.body.topics).toEqual([
        { id: topicId('Inventory'), name: 'Inventory' },
        { id: topicId('Sales'), name: 'Sales' },
      ]);
      const list = (answer.body.items as ItemView[]).filter((i) => i.sourceType === 'user');
      expect(list.map((i) => [i.title, i.visibility, i.mine, i.favorite])).toEqual([
        ['My top customers', 'private', true, false],
        ['Open orders', 'shared', false, true],
        ['Sales by category', 'shared', true, false],
      ]);
      expect(list[1]).toMatchObject({ owner: { userId: COLLEAGUE_ID, name: 'Sam Colleague' } });
    });

    it("shows nothing of another instance's library and needs a current instance", async () => {
      expect(await userItems(demo.northwind)).toEqual([]);
      const none = await call(API_PATHS.userLibrary, undefined, null);
      expect(none.status).toBe(400);
    });
  });

  describe('/api/userLibrarySet', () => {
    it('creates an item, then updates it', async () => {
      const created = await call(API_PATHS.userLibrarySet, {
        item: {
          title: 'Stock by branch',
          visibility: 'private',
          topicId: topicId('Inventory'),
          definition: { table: 'stock_on_hand' },
        },
      });
      expect(created.status).toBe(200);
      const item = created.body.item as ItemView & { definition: unknown; owner: unknown };
      expect(item).toMatchObject({ title: 'Stock by branch', mine: true, topicId: topicId('Inventory') });
      expect(item.definition).toEqual({ table: 'stock_on_hand' });
      const updated = await call(API_PATHS.userLibrarySet, {
        item: {
          id: item.id,
          title: 'Stock per branch',
          visibility: 'shared',
          definition: { table: 'stock_on_hand', limit: 10 },
        },
      });
      expect(updated.body.item).toMatchObject({
        id: item.id,
        title: 'Stock per branch',
        visibility: 'shared',
        topicId: null,
      });
      items['Stock per branch'] = item.id;
    });

    it("answers 403 for a colleague's shared item and 404 for their private one", async () => {
      const shared = await call(API_PATHS.userLibrarySet, {
        item: { id: itemId('Open orders'), title: 'Mine now', visibility: 'shared', definition: {} },
      });
      expect(shared.status).toBe(403);
      const hidden = await call(API_PATHS.userLibrarySet, {
        item: { id: itemId('Sam private'), title: 'Mine now', visibility: 'private', definition: {} },
      });
      expect(hidden.status).toBe(404);
    });

    it('answers 400 naming the field for a missing title or an unknown topic', async () => {
      const noTitle = await call(API_PATHS.userLibrarySet, {
        item: { visibility: 'private', definition: {} },
      });
      expect(noTitle.status).toBe(400);
      expect(noTitle.body.message).toMatch(/^item\.title: /);
      const badTopic = await call(API_PATHS.userLibrarySet, {
        item: { title: 'x', visibility: 'private', topicId: 999999, definition: {} },
      });
      expect(badTopic.body).toEqual({ message: 'item.topicId: No such topic in this instance.' });
    });
  });

  describe('/api/userLibraryFavorite', () => {
    it('marks and unmarks favourites of the caller', async () => {
      const on = await call(API_PATHS.userLibraryFavorite, {
        userId: DEMO_USER_ID,
        itemId: itemId('Sales by category'),
        favorite: true,
      });
      expect(on.body).toEqual({ userId: DEMO_USER_ID, itemId: itemId('Sales by category'), favorite: true });
      await call(API_PATHS.userLibraryFavorite, {
        userId: DEMO_USER_ID,
        itemId: itemId('Open orders'),
        favorite: false,
      });
      const favourites = (await library()).filter((i) => i.favorite).map((i) => i.title);
      expect(favourites).toEqual(['Sales by category']);
    });

    it("answers 403 for another user's favourites, 404 for an item not visible, 400 for a non-boolean", async () => {
      const other = await call(API_PATHS.userLibraryFavorite, {
        userId: COLLEAGUE_ID,
        itemId: itemId('Open orders'),
        favorite: true,
      });
      expect(other.status).toBe(403);
      const hidden = await call(API_PATHS.userLibraryFavorite, {
        userId: DEMO_USER_ID,
        itemId: itemId('Sam private'),
        favorite: true,
      });
      expect(hidden.status).toBe(404);
      const wrong = await call(API_PATHS.userLibraryFavorite, {
        userId: DEMO_USER_ID,
        itemId: itemId('Open orders'),
        favorite: 'yes',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toMatch(/^favorite: /);
    });
  });

  describe('/api/userLibraryTopicSet and /api/userLibraryTopicRemove', () => {
    it('creates and renames a topic, and refuses a duplicate name with 409', async () => {
      const created = await call(API_PATHS.userLibraryTopicSet, { topic: { name: 'Finance' } });
      expect(created.status).toBe(200);
      const topic = created.body.topic as { id: number; name: string };
      expect(topic.name).toBe('Finance');
      const renamed = await call(API_PATHS.userLibraryTopicSet, { topic: { id: topic.id, name: 'Money' } });
      expect(renamed.body.topic).toEqual({ id: topic.id, name: 'Money' });
      const duplicate = await call(API_PATHS.userLibraryTopicSet, { topic: { name: 'sales' } });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('A topic named "sales" already exists.');
    });

    it('removes a topic and keeps its items without it; an unknown topic is 404', async () => {
      const removed = await call(API_PATHS.userLibraryTopicRemove, { topicId: topicId('Sales') });
      expect(removed.body).toEqual({ topicId: topicId('Sales'), removed: true });
      const item = (await library()).find((i) => i.title === 'Sales by category');
      expect(item?.topicId).toBeNull();
      expect((await call(API_PATHS.userLibraryTopicRemove, { topicId: topicId('Sales') })).status).toBe(404);
      // Another instance's topic is not found from here either.
      expect(
        (await call(API_PATHS.userLibraryTopicRemove, { topicId: topicId('Inventory') }, demo.northwind))
          .status,
      ).toBe(404);
    });
  });

  describe('managed items (the Cin7 Omni templates)', () => {
    it("offers every instance with the connector's tables the templates, read-only, shared and ownerless", async () => {
      for (const instanceId of [demo.harbour, demo.northwind]) {
        const managed = (await library(instanceId)).filter((i) => i.sourceType === 'managed');
        expect(managed.map((i) => i.title).sort()).toEqual(CIN7_TEMPLATE_TITLES);
        for (const item of managed) {
          expect(item).toMatchObject({ visibility: 'shared', mine: false, owner: null, topicId: null });
        }
      }
    });

    it('writes the templates once: reading the library again adds and changes nothing', async () => {
      const before = await library();
      const [count] = await demo.stack.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM app.library_items WHERE source_type = 'managed' AND instance_id = $1",
        [demo.harbour],
      );
      expect(count?.n).toBe(CIN7_TEMPLATE_TITLES.length);
      expect(await library()).toEqual(before);
    });

    it('each template runs through /api/clientQuery and answers rows', async () => {
      for (const item of (await library()).filter((i) => i.sourceType === 'managed')) {
        const answer = await call(API_PATHS.clientQuery, { query: { ...item.definition, pageSize: 20 } });
        expect(answer.status, `${item.title}: ${answer.text}`).toBe(200);
        expect((answer.body.rows as unknown[]).length, item.title).toBeGreaterThan(0);
      }
    });

    it('refuses to change or remove a template with 403, but stars it and saves a copy', async () => {
      const template = await managedItem('Open sales orders');
      const change = await call(API_PATHS.userLibrarySet, {
        item: { id: template.id, title: 'Mine', visibility: 'shared', definition: template.definition },
      });
      expect(change.status).toBe(403);
      expect(change.body.message).toBe(
        'This library item comes with a connector and cannot be changed: save a copy instead.',
      );
      expect((await call(API_PATHS.userLibraryRemove, { itemId: template.id })).status).toBe(403);
      const star = await call(API_PATHS.userLibraryFavorite, {
        userId: DEMO_USER_ID,
        itemId: template.id,
        favorite: true,
      });
      expect(star.status).toBe(200);
      expect((await managedItem('Open sales orders')).favorite).toBe(true);
      await call(API_PATHS.userLibraryFavorite, {
        userId: DEMO_USER_ID,
        itemId: template.id,
        favorite: false,
      });
      const copy = await call(API_PATHS.userLibrarySet, {
        item: { title: 'Open sales orders (copy)', visibility: 'private', definition: template.definition },
      });
      expect(copy.status).toBe(200);
      expect(copy.body.item).toMatchObject({
        sourceType: 'user',
        mine: true,
        owner: { userId: DEMO_USER_ID },
      });
      await call(API_PATHS.userLibraryRemove, { itemId: (copy.body.item as ItemView).id });
    });
  });

  describe('refusals', () => {
    it('answers 401 without a token', async () => {
      for (const path of [API_PATHS.userLibrary, API_PATHS.userLibrarySet, API_PATHS.userLibraryRemove]) {
        expect((await demo.api.post(path, {}, { token: null, instanceId: demo.harbour })).status, path).toBe(
          401,
        );
      }
    });

    it("answers 404 for unknown ids and for another instance's items and topics", async () => {
      const unknown = 987_654_321;
      const shared = itemId('Open orders');
      const cases: [string, unknown, number][] = [
        [API_PATHS.userLibraryRemove, { itemId: unknown }, demo.harbour],
        [
          API_PATHS.userLibraryFavorite,
          { userId: DEMO_USER_ID, itemId: unknown, favorite: true },
          demo.harbour,
        ],
        [
          API_PATHS.userLibrarySet,
          { item: { id: unknown, title: 'x', visibility: 'private', definition: {} } },
          demo.harbour,
        ],
        [API_PATHS.userLibraryTopicSet, { topic: { id: unknown, name: 'Nowhere' } }, demo.harbour],
        [API_PATHS.userLibraryTopicRemove, { topicId: unknown }, demo.harbour],
        [
          API_PATHS.userLibraryFavorite,
          { userId: DEMO_USER_ID, itemId: shared, favorite: true },
          demo.northwind,
        ],
        [
          API_PATHS.userLibrarySet,
          { item: { id: shared, title: 'x', visibility: 'shared', definition: {} } },
          demo.northwind,
        ],
        [
          API_PATHS.userLibraryTopicSet,
          { topic: { id: topicId('Inventory'), name: 'Stolen' } },
          demo.northwind,
        ],
      ];
      for (const [path, payload, instanceId] of cases) {
        const answer = await call(path, payload, instanceId);
        expect(answer.status, `${path} ${JSON.stringify(payload)}`).toBe(404);
      }
    });

    it('answers 400 naming the field for control characters and a topic id that is not a number', async () => {
      const title = await call(API_PATHS.userLibrarySet, {
        item: { title: 'Bad\u0007title', visibility: 'private', definition: {} },
      });
      expect(title.status).toBe(400);
      expect(title.body.message).toMatch(/^item\.title: /);
      const description = await call(API_PATHS.userLibrarySet, {
        item: { title: 'ok', description: 'line\u0000', visibility: 'private', definition: {} },
      });
      expect(description.status).toBe(400);
      expect(description.body.message).toMatch(/^item\.description: /);
      const topic = await call(API_PATHS.userLibraryTopicSet, { topic: { name: 'Esc\u001bape' } });
      expect(topic.status).toBe(400);
      const removeTopic = await call(API_PATHS.userLibraryTopicRemove, { topicId: 'one' });
      expect(removeTopic.status).toBe(400);
      expect(removeTopic.body.message).toMatch(/^topicId: /);
    });
  });

  describe('/api/userLibraryRemove', () => {
    it("removes the user's own item and refuses a colleague's with 403", async () => {
      const removed = await call(API_PATHS.userLibraryRemove, { itemId: itemId('Stock per branch') });
      expect(removed.body).toEqual({ itemId: itemId('Stock per branch'), removed: true });
      expect((await library()).map((i) => i.title)).not.toContain('Stock per branch');
      const colleague = await call(API_PATHS.userLibraryRemove, { itemId: itemId('Open orders') });
      expect(colleague.status).toBe(403);
      expect(colleague.body).toEqual({
        message: 'Only the owner of a library item may change or remove it.',
      });
    });
  });
});
