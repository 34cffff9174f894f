// @vitest-environment node
/**
 * Each Cin7 Omni entity asks for exactly the API fields its tables' columns read (its `fields`, sent as fields=…),
 * reads only fields the published reference lists for its resource, and keys its tables by what is unique in the
 * source.
 */
import { describe, expect, it } from 'vitest';
import { REFERENCE_FIELDS } from '../../../../standins/cin7Omni/referenceFields.ts';
import type { Resource } from '../../../../standins/cin7Omni/dataset.ts';
import type { SourceRecord } from '../landedTables.ts';
import { DEMO_CIN7_SCOPES } from '../../../db/seedApp.ts';
import { CIN7_ENTITIES } from './entities.ts';

/** A record that notes the name of every field read from it. */
function recording(read: Set<string>, prefix = ''): SourceRecord {
  return new Proxy<SourceRecord>(
    {},
    {
      get: (_target, name) => {
        if (typeof name === 'string') read.add(prefix + name);
        return undefined;
      },
    },
  );
}

/** The top-level fields the entity's columns read, a child table's as its parent field ("lineItems"). */
function fieldsRead(entity: (typeof CIN7_ENTITIES)[number]) {
  const top = new Set<string>();
  const lines = new Set<string>();
  for (const table of entity.tables) {
    if (table.childOf) top.add(table.childOf.field);
    for (const column of table.columns)
      if (table.childOf) column.from(recording(lines), recording(top));
      else column.from(recording(top), null);
  }
  return { top, lines };
}

const resourceOf = (entity: (typeof CIN7_ENTITIES)[number]) =>
  entity.resource.replace('/v1/', '') as Resource;

describe('the Cin7 Omni entities', () => {
  it('offer fourteen scopes, each with a sentence saying what it lands', () => {
    expect(CIN7_ENTITIES.map((entity) => entity.key)).toEqual([
      'products',
      'productOptions',
      'stock',
      'contacts',
      'salesOrders',
      'purchaseOrders',
      'creditNotes',
      'payments',
      'quotes',
      'branchTransfers',
      'adjustments',
      'branches',
      'productCategories',
      'users',
    ]);
    for (const entity of CIN7_ENTITIES) expect(entity.description).toMatch(/^[A-Z].{20,}\.$/);
    // The demo connections land every one of them.
    expect(DEMO_CIN7_SCOPES).toEqual(CIN7_ENTITIES.map((entity) => entity.key));
  });

  it.each(CIN7_ENTITIES.map((entity) => [entity.key, entity] as const))(
    '%s asks for exactly the fields its columns read, all of them in the reference',
    (_key, entity) => {
      const { top, lines } = fieldsRead(entity);
      expect([...entity.fields].sort()).toEqual([...top].sort());
      const reference = REFERENCE_FIELDS[resourceOf(entity)];
      expect(entity.fields.filter((name) => !reference.fields.includes(name))).toEqual([]);
      const lineFields = reference.lineItem?.fields ?? [];
      expect([...lines].filter((name) => !lineFields.includes(name))).toEqual([]);
    },
  );

  it('keys lines by their line id and every other table by its own Cin7 id', () => {
    const keys = Object.fromEntries(
      CIN7_ENTITIES.flatMap((entity) => entity.tables).map((table) => [
        table.name,
        table.primaryKey.slice(1),
      ]),
    );
    expect(keys).toMatchObject({
      cin7_stock: ['product_option_id', 'branch_id'],
      cin7_credit_notes: ['credit_note_id'],
      cin7_credit_note_lines: ['line_id'],
      cin7_payments: ['payment_id'],
      cin7_quotes: ['quote_id'],
      cin7_quote_lines: ['line_id'],
      cin7_branch_transfers: ['transfer_id'],
      cin7_branch_transfer_lines: ['line_id'],
      cin7_adjustments: ['adjustment_id'],
      cin7_adjustment_lines: ['line_id'],
      cin7_branches: ['branch_id'],
      cin7_product_categories: ['category_id'],
      cin7_users: ['user_id'],
    });
  });
});
