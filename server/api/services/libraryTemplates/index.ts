/**
 * Managed library items: each connector's templates, kept as rows of app.library_items (source_type
 * 'managed', no owner, shared) so they have ids, favourites and topics like any item. syncTemplates writes them for
 * an instance whose warehouse holds the connector's tables, and brings their title, description and design in
 * step with the code; it writes nothing when they already are.
 */
import type { Queryable } from '../../../db/database.ts';
import { CIN7_OMNI_TEMPLATES } from './cin7Omni.ts';
import type { ConnectorTemplates } from './template.ts';

export type { ConnectorTemplates, LibraryTemplate } from './template.ts';

export const CONNECTOR_TEMPLATES: readonly ConnectorTemplates[] = [
  {
    connector: 'Cin7 Omni',
    tables: ['sales_orders', 'sales_order_lines', 'customers', 'products', 'stock_on_hand'],
    templates: CIN7_OMNI_TEMPLATES,
  },
];

/** The templates the instance's warehouse can run: those of connectors whose tables it holds. */
async function templatesFor(db: Queryable, instanceId: number) {
  const rows = await db.query<{ table_name: string }>(
    'SELECT table_name FROM app.dw_tables WHERE instance_id = $1',
    [instanceId],
  );
  const held = new Set(rows.map((row) => row.table_name));
  return CONNECTOR_TEMPLATES.filter((set) => set.tables.every((table) => held.has(table))).flatMap(
    (set) => set.templates,
  );
}

interface StoredTemplate {
  template_key: string;
  title: string;
  description: string | null;
  definition: unknown;
}

/** Key order does not matter to jsonb: compare designs as the database gives them back. */
const sameDesign = (stored: unknown, wanted: unknown): boolean =>
  JSON.stringify(sorted(stored)) === JSON.stringify(sorted(wanted));

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, sorted(inner)]),
  );
}

export async function syncTemplates(db: Queryable, instanceId: number, at: Date): Promise<void> {
  const templates = await templatesFor(db, instanceId);
  if (templates.length === 0) return;
  const stored = new Map(
    (
      await db.query<StoredTemplate>(
        `SELECT template_key, title, description, definition FROM app.library_items
         WHERE instance_id = $1 AND source_type = 'managed'`,
        [instanceId],
      )
    ).map((row) => [row.template_key, row]),
  );
  for (const template of templates) {
    const row = stored.get(template.key);
    const values = [instanceId, template.key, template.title, template.description, template.query, at];
    if (!row) {
      // Another request may be writing the same template right now: the unique key keeps one.
      await db.query(
        `INSERT INTO app.library_items (instance_id, owner_user_id, source_type, template_key, visibility, title,
           description, definition, created_at, updated_at)
         VALUES ($1, NULL, 'managed', $2, 'shared', $3, $4, $5, $6, $6)
         ON CONFLICT (instance_id, template_key) WHERE template_key IS NOT NULL DO NOTHING`,
        values,
      );
    } else if (
      row.title !== template.title ||
      row.description !== template.description ||
      !sameDesign(row.definition, template.query)
    ) {
      await db.query(
        `UPDATE app.library_items SET title = $3, description = $4, definition = $5, updated_at = $6
         WHERE instance_id = $1 AND template_key = $2`,
        values,
      );
    }
  }
}
