/**
 * The library (its PRIVATE and LIBRARY tabs): topics and saved table designs of the current instance. A user sees the
 * instance's shared items and their own private ones; only an item's owner changes or removes it; favourites are
 * per user. Topics belong to the instance, so any member may add, rename or remove one.
 */
import type { LibraryItem } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { syncTemplates } from './libraryTemplates/index.ts';

interface ItemRow {
  id: number;
  title: string;
  description: string | null;
  topic_id: number | null;
  visibility: 'private' | 'shared';
  source_type: LibraryItem['sourceType'];
  /** Null for a managed item: it comes with a connector, nobody owns it. */
  owner_user_id: string | null;
  owner_name: string | null;
  definition: LibraryItem['definition'];
  created_at: Date;
  updated_at: Date;
  favorite: boolean;
}

// $1 instance, $2 the caller: what the caller may see, with the caller's favourite flag.
const VISIBLE_ITEMS = `
  SELECT li.id, li.title, li.description, li.topic_id, li.visibility, li.source_type, li.owner_user_id,
         u.name AS owner_name, li.definition, li.created_at, li.updated_at, (f.user_id IS NOT NULL) AS favorite
  FROM app.library_items li
  LEFT JOIN app.users u ON u.id = li.owner_user_id
  LEFT JOIN app.library_favorites f ON f.item_id = li.id AND f.user_id = $2
  WHERE li.instance_id = $1 AND (li.visibility = 'shared' OR li.owner_user_id = $2)`;

function toItem(row: ItemRow, userId: string): LibraryItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    topicId: row.topic_id,
    visibility: row.visibility,
    sourceType: row.source_type,
    owner: row.owner_user_id === null ? null : { userId: row.owner_user_id, name: row.owner_name ?? '' },
    mine: row.owner_user_id === userId,
    favorite: row.favorite,
    definition: row.definition,
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}

export interface LibraryScope {
  instanceId: number;
  userId: string;
}

/** The library as the caller sees it; the connectors' managed items are written first (libraryTemplates/). */
export async function readLibrary(db: Queryable, scope: LibraryScope, at: Date) {
  await syncTemplates(db, scope.instanceId, at);
  const topics = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM app.library_topics WHERE instance_id = $1 ORDER BY name, id',
    [scope.instanceId],
  );
  const rows = await db.query<ItemRow>(`${VISIBLE_ITEMS} ORDER BY li.title, li.id`, [
    scope.instanceId,
    scope.userId,
  ]);
  return { instanceId: scope.instanceId, topics, items: rows.map((row) => toItem(row, scope.userId)) };
}

/** An item the caller may see; anything else is "not found", so private items of others stay unconfirmed. */
export async function visibleItem(db: Queryable, scope: LibraryScope, itemId: number): Promise<LibraryItem> {
  const [row] = await db.query<ItemRow>(`${VISIBLE_ITEMS} AND li.id = $3`, [
    scope.instanceId,
    scope.userId,
    itemId,
  ]);
  if (!row) throw notFound(`Library item ${itemId} was not found.`);
  return toItem(row, scope.userId);
}

async function ownItem(db: Queryable, scope: LibraryScope, itemId: number): Promise<LibraryItem> {
  const item = await visibleItem(db, scope, itemId);
  if (item.sourceType === 'managed') {
    throw forbidden('This library item comes with a connector and cannot be changed: save a copy instead.');
  }
  if (!item.mine) throw forbidden('Only the owner of a library item may change or remove it.');
  return item;
}

async function assertTopic(db: Queryable, instanceId: number, topicId: number | null): Promise<void> {
  if (topicId === null) return;
  const rows = await db.query('SELECT 1 FROM app.library_topics WHERE id = $1 AND instance_id = $2', [
    topicId,
    instanceId,
  ]);
  if (rows.length === 0) throw badRequest('item.topicId: No such topic in this instance.');
}

export interface ItemInput {
  id?: number;
  title: string;
  description?: string | null;
  topicId?: number | null;
  visibility: 'private' | 'shared';
  definition: LibraryItem['definition'];
}

export async function saveItem(db: Queryable, scope: LibraryScope, input: ItemInput, at: Date) {
  const topicId = input.topicId ?? null;
  await assertTopic(db, scope.instanceId, topicId);
  const values = [input.title, input.description ?? null, topicId, input.visibility, input.definition, at];
  let itemId: number;
  if (input.id !== undefined) {
    await ownItem(db, scope, input.id);
    await db.query(
      `UPDATE app.library_items SET title = $1, description = $2, topic_id = $3, visibility = $4, definition = $5,
         updated_at = $6 WHERE id = $7`,
      [...values, input.id],
    );
    itemId = input.id;
  } else {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO app.library_items (title, description, topic_id, visibility, definition, created_at, updated_at,
         instance_id, owner_user_id) VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8) RETURNING id`,
      [...values, scope.instanceId, scope.userId],
    );
    if (!row) throw new Error('library insert returned no row');
    itemId = row.id;
  }
  return visibleItem(db, scope, itemId);
}

export async function removeItem(db: Queryable, scope: LibraryScope, itemId: number): Promise<void> {
  await ownItem(db, scope, itemId);
  await db.query('DELETE FROM app.library_items WHERE id = $1', [itemId]);
}

export async function setFavorite(db: Queryable, scope: LibraryScope, itemId: number, favorite: boolean) {
  await visibleItem(db, scope, itemId);
  await db.query(
    favorite
      ? 'INSERT INTO app.library_favorites (user_id, item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING'
      : 'DELETE FROM app.library_favorites WHERE user_id = $1 AND item_id = $2',
    [scope.userId, itemId],
  );
}

export async function saveTopic(db: Queryable, scope: LibraryScope, topic: { id?: number; name: string }) {
  const taken = await db.query(
    'SELECT 1 FROM app.library_topics WHERE instance_id = $1 AND lower(name) = lower($2) AND id <> $3',
    [scope.instanceId, topic.name, topic.id ?? 0],
  );
  if (taken.length > 0) throw conflict(`A topic named "${topic.name}" already exists.`);
  const [row] =
    topic.id !== undefined
      ? await db.query<{ id: number; name: string }>(
          'UPDATE app.library_topics SET name = $1 WHERE id = $2 AND instance_id = $3 RETURNING id, name',
          [topic.name, topic.id, scope.instanceId],
        )
      : await db.query<{ id: number; name: string }>(
          `INSERT INTO app.library_topics (instance_id, name, created_by) VALUES ($1, $2, $3) RETURNING id, name`,
          [scope.instanceId, topic.name, scope.userId],
        );
  if (!row) throw notFound(`Topic ${topic.id} was not found.`);
  return row;
}

/** Removing a topic keeps its items; they lose the topic (the foreign key sets it to null). */
export async function removeTopic(db: Queryable, scope: LibraryScope, topicId: number): Promise<void> {
  const rows = await db.query(
    'DELETE FROM app.library_topics WHERE id = $1 AND instance_id = $2 RETURNING id',
    [topicId, scope.instanceId],
  );
  if (rows.length === 0) throw notFound(`Topic ${topicId} was not found.`);
}
