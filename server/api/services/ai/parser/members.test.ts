// @vitest-environment node
/** The member dictionary: which columns' values a question's phrases are looked up in. */
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../../db/database.ts';
import { BUSINESS_TABLES } from '../../../../model/businessTables.ts';
import { catalogueFromDefinitions } from '../../query/index.ts';
import { MemberDictionaries } from './members.ts';

const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);

/** Distinct values per "table.column"; any other column is empty. */
function warehouse(values: Record<string, string[]>): Queryable {
  const query = (sql: string) => {
    const match = /SELECT DISTINCT "(\w+)" AS member FROM "\w+"\."(\w+)"/.exec(sql);
    const key = match ? `${match[2]}.${match[1]}` : '';
    return Promise.resolve((values[key] ?? []).map((member) => ({ member })));
  };
  return { query } as unknown as Queryable;
}

const look = (values: Record<string, string[]>, phrases: string[]) =>
  new MemberDictionaries().lookup(warehouse(values), catalogue, phrases);

describe('the member dictionary', () => {
  it('keeps a column whose values are its own though a related table has a column of its name', async () => {
    // sales_orders relates to sales_people, which has a Status of its own (Active, Inactive).
    const found = await look(
      { 'sales_orders.status': ['Draft', 'Voided'], 'sales_people.status': ['Active', 'Inactive'] },
      ['draft'],
    );
    expect(found.get('draft')).toEqual([{ table: 'sales_orders', column: 'status', value: 'Draft' }]);
  });

  it('leaves a copied column to the table it is copied from', async () => {
    const found = await look({ 'products.sku': ['KA-100', 'KA-200'], 'sales_order_lines.sku': ['KA-100'] }, [
      'ka-100',
    ]);
    expect(found.get('ka-100')).toEqual([{ table: 'products', column: 'sku', value: 'KA-100' }]);
  });

  it('never says a value is in a column that was read and does not hold it', async () => {
    const found = await look(
      { 'branches.name': ['Auckland'], 'products.name': ['Kauri Kayak'], 'customers.name': ['Tui Ltd'] },
      ['auckland'],
    );
    expect(found.get('auckland')).toEqual([{ table: 'branches', column: 'name', value: 'Auckland' }]);
  });
});

describe('misspelt values', () => {
  const places = { 'branches.name': ['Auckland', 'Wellington'], 'products.category': ['Marine', 'Kitchen'] };
  const near = (words: string[]) => new MemberDictionaries().lookup(warehouse(places), catalogue, [], words);

  it('reads a word one slip from exactly one one-word value as that value', async () => {
    const found = await near(['aukland', 'marien']);
    expect(found.get('aukland')).toEqual([{ table: 'branches', column: 'name', value: 'Auckland' }]);
    expect(found.get('marien')).toEqual([{ table: 'products', column: 'category', value: 'Marine' }]);
  });

  it('guesses nothing two slips away, of another first letter, or under five letters', async () => {
    const found = await near(['akland', 'uckland', 'mrne']);
    expect([...found.keys()]).toEqual([]);
  });
});
