/** The changes tests make to the source between imports. */
import type { Dataset, Json, Resource } from './dataset.ts';
import { totals } from './orders.ts';
import { iso } from './random.ts';

/**
 * Changes the records of these ids (a new name, other quantities) and gives each a ModifiedDate from `nextTime`,
 * which moves past everything so far.
 */
export function touchRecords(data: Dataset, resource: Resource, ids: number[], nextTime: () => number): void {
  const wanted = new Set(ids);
  for (const record of data[resource]) {
    const id = resource === 'Stock' ? Number(record.productOptionId) : Number(record.id);
    if (!wanted.has(id)) continue;
    record.modifiedDate = iso(nextTime());
    if (resource === 'Contacts') record.company = `${String(record.company)} (changed)`;
    if (resource === 'Products' || resource === 'ProductOptions')
      record.option3 = record.name = `${typeof record.name === 'string' ? record.name : 'Option'} (changed)`;
    // Categories carry no ModifiedDate on the wire: a change shows in the name.
    if (resource === 'ProductCategories') record.name = `${String(record.name)} (changed)`;
    if (resource === 'Stock') record.stockOnHand = Number(record.stockOnHand) + 1;
    if (resource === 'SalesOrders' || resource === 'PurchaseOrders') {
      for (const line of record.lineItems as Json[]) line.qty = Number(line.qty) + 1;
      totals(record);
    }
  }
}

/** Deletes the records of these ids, as a user deleting them in Cin7 would (the API lists them no more). */
export function removeRecords(data: Dataset, resource: Resource, ids: number[]): void {
  const unwanted = new Set(ids);
  const kept = data[resource].filter((record) => {
    const id = resource === 'Stock' ? Number(record.productOptionId) : Number(record.id);
    return !unwanted.has(id);
  });
  data[resource].splice(0, data[resource].length, ...kept);
}
