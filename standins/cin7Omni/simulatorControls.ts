/**
 * What a person does in Cin7 Omni's own screens that its API v1 cannot: deleting a product (the API has no delete of
 * products). The simulator takes it on paths outside the API's, under `/_simulator/`, like Stripe's test helpers:
 * `POST /_simulator/products/delete` and `POST /_simulator/products/restore`, each with `{ "ids": [...] }` and an API
 * user's Basic authorization naming the account. Only tests call them; product code never does.
 */
import type { Dataset, Json } from './dataset.ts';

/** The records a product's deletion took away, kept so a test can put them back. */
interface Deleted {
  Products: Json[];
  ProductOptions: Json[];
  Stock: Json[];
}

const bins = new WeakMap<Dataset, Deleted>();

function binOf(data: Dataset): Deleted {
  const bin = bins.get(data) ?? { Products: [], ProductOptions: [], Stock: [] };
  bins.set(data, bin);
  return bin;
}

/** Moves the records for which `taken` holds from `from` to `to`; answers how many moved. */
function move(from: Json[], to: Json[], taken: (record: Json) => boolean): number {
  const moving = from.filter(taken);
  const staying = from.filter((record) => !taken(record));
  from.splice(0, from.length, ...staying);
  to.push(...moving);
  return moving.length;
}

const byId = (a: Json, b: Json) => Number(a.id) - Number(b.id);

/**
 * Deletes these products with their options and stock, as a person deleting them in Cin7 Omni does: the API lists
 * them no more. Answers the ids that were there to delete.
 */
export function deleteProducts(data: Dataset, ids: readonly number[]): number[] {
  const bin = binOf(data);
  const wanted = new Set(ids);
  const found = ids.filter((id) => data.Products.some((product) => Number(product.id) === id));
  move(data.Products, bin.Products, (product) => wanted.has(Number(product.id)));
  const options = new Set(
    data.ProductOptions.filter((option) => wanted.has(Number(option.productId))).map((option) =>
      Number(option.id),
    ),
  );
  move(data.ProductOptions, bin.ProductOptions, (option) => options.has(Number(option.id)));
  move(data.Stock, bin.Stock, (stock) => options.has(Number(stock.productOptionId)));
  return found;
}

/** Puts deleted products back as they were, in id order; answers the ids restored. */
export function restoreProducts(data: Dataset, ids: readonly number[]): number[] {
  const bin = binOf(data);
  const wanted = new Set(ids);
  const restored = bin.Products.filter((product) => wanted.has(Number(product.id))).map((p) => Number(p.id));
  move(bin.Products, data.Products, (product) => wanted.has(Number(product.id)));
  move(bin.ProductOptions, data.ProductOptions, (option) => wanted.has(Number(option.productId)));
  const options = new Set(data.ProductOptions.map((option) => Number(option.id)));
  move(bin.Stock, data.Stock, (stock) => options.has(Number(stock.productOptionId)));
  data.Products.sort(byId);
  data.ProductOptions.sort(byId);
  data.Stock.sort(
    (a, b) =>
      Number(a.productOptionId) - Number(b.productOptionId) || Number(a.branchId) - Number(b.branchId),
  );
  return restored;
}
