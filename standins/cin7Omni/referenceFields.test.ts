// @vitest-environment node
/**
 * The stand-in answers only fields Cin7 Omni's published reference lists (referenceFields.ts), for every resource it
 * serves, in a generated account and in a demo company's, and its new resources hang together: credit notes
 * against real sales orders, payments of real orders, transfers between real branches, sales people who are users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARBOUR_TRADERS } from '../../server/db/demoWorld.ts';
import { RESOURCES, type Dataset, type Json } from './dataset.ts';
import { demoCompanyDataset } from './demoCompany.ts';
import { REFERENCE_FIELDS } from './referenceFields.ts';
import { startCin7Simulator, type Cin7Simulator } from './server.ts';

const USER = { username: 'reference-fields', key: 'reference-fields-key-01' };
const SIZES = { products: 40, contacts: 60, salesOrders: 400, purchaseOrders: 10, branches: 3 };

let sim: Cin7Simulator;

beforeAll(async () => {
  sim = await startCin7Simulator({
    credentials: [USER],
    sizes: SIZES,
    limits: null,
    newest: '2026-11-25T12:00:00Z',
  });
});
afterAll(() => sim.close());

async function served(resource: string): Promise<Json[]> {
  const response = await fetch(`${sim.baseUrl}/v1/${resource}?rows=250`, {
    headers: { authorization: `Basic ${Buffer.from(`${USER.username}:${USER.key}`).toString('base64')}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Json[];
}

/** The field names of records not in the reference list, each once. */
function outside(records: Json[], listed: readonly string[]): string[] {
  const known = new Set(listed);
  return [...new Set(records.flatMap((record) => Object.keys(record)))].filter((name) => !known.has(name));
}

const lines = (records: Json[]) =>
  records.flatMap((record) => (record.lineItems as Json[] | undefined) ?? []);

describe('the fields the stand-in serves', () => {
  it.each(RESOURCES)('%s sends only fields of its reference page, lines too', async (resource) => {
    const records = await served(resource);
    expect(records.length).toBeGreaterThan(0);
    const reference = REFERENCE_FIELDS[resource];
    expect(outside(records, reference.fields)).toEqual([]);
    if (reference.lineItem) {
      expect(lines(records).length).toBeGreaterThan(0);
      expect(outside(lines(records), reference.lineItem.fields)).toEqual([]);
    } else expect(lines(records)).toEqual([]);
  });

  it("sends only reference fields in Harbour Traders' account too", () => {
    const data = demoCompanyDataset({
      instance: HARBOUR_TRADERS,
      shiftDays: 0,
      landedAt: '2025-12-01T00:00:00Z',
    });
    for (const resource of RESOURCES) {
      const reference = REFERENCE_FIELDS[resource];
      expect({ resource, outside: outside(data[resource], reference.fields) }).toEqual({
        resource,
        outside: [],
      });
      if (reference.lineItem)
        expect({ resource, outside: outside(lines(data[resource]), reference.lineItem.fields) }).toEqual({
          resource,
          outside: [],
        });
    }
  });
});

describe('the related resources of an account', () => {
  let data: Dataset;
  beforeAll(() => {
    data = sim.dataOf();
  });

  it('credits invoiced sales orders of the same customer, in negative quantities no larger than sold', () => {
    const orders = new Map(data.SalesOrders.map((order) => [order.reference, order]));
    expect(data.CreditNotes.length).toBeGreaterThan(0);
    for (const note of data.CreditNotes) {
      const order = orders.get(note.salesReference);
      expect(order).toMatchObject({ stage: 'Invoiced', memberId: note.memberId });
      const sold = new Map(
        (order?.lineItems as Json[]).map((line) => [line.productOptionId, Number(line.qty)]),
      );
      for (const line of note.lineItems as Json[]) {
        expect(Number(line.qty)).toBeLessThan(0);
        expect(-Number(line.qty)).toBeLessThanOrEqual(sold.get(line.productOptionId) ?? 0);
      }
      expect(Number(note.total)).toBeLessThan(0);
    }
  });

  it('pays real orders and credit notes, and names users as the sales people', () => {
    const orderIds = new Set(data.SalesOrders.map((order) => order.id));
    const noteIds = new Set(data.CreditNotes.map((note) => note.id));
    for (const payment of data.Payments)
      expect(payment.orderType === 'SalesOrder' ? orderIds : noteIds).toContain(payment.orderId);
    const users = new Set(data.Users.map((user) => user.id));
    for (const order of [...data.SalesOrders, ...data.Quotes, ...data.CreditNotes])
      expect(users).toContain(order.salesPersonId);
  });

  it('transfers between two different real branches and adjusts real product options', () => {
    const branches = new Set(data.Branches.map((branch) => branch.id));
    const options = new Set(data.ProductOptions.map((option) => option.id));
    expect(data.BranchTransfers.length).toBeGreaterThan(0);
    for (const transfer of data.BranchTransfers) {
      expect(branches).toContain(transfer.sourceBranchId);
      expect(branches).toContain(transfer.destinationBranchId);
      expect(transfer.sourceBranchId).not.toBe(transfer.destinationBranchId);
    }
    for (const line of lines([...data.BranchTransfers, ...data.Adjustments]))
      expect(options).toContain(line.productOptionId);
    const categories = new Set(data.ProductCategories.map((category) => category.id));
    for (const product of data.Products)
      expect(categories).toContain((product.categoryIdArray as number[])[0]);
  });
});
