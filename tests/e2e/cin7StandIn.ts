/**
 * Changes at the source, made in the browser tests' Cin7 Omni stand-in (scripts/e2eStack.ts) the way a Cin7 user or
 * integration makes them: products renamed through the API's `PUT /api/v1/Products`, and products deleted through
 * the simulator's own control (API v1 has no delete of products; docs/etl.md, "The simulator"). Every spec shares
 * the stack, so a test changes products no other spec reads and puts them back when it ends (`restoreProducts`).
 */
import { cin7SimulatorPortFor } from '../../scripts/e2ePorts.ts';
import { DEMO_CIN7_API_KEY, DEMO_CIN7_USERNAME } from '../../server/etl/demoConnection.ts';
import { importProducts } from './importProducts';
import { E2E_PORT } from './stack';

const STAND_IN = `http://localhost:${cin7SimulatorPortFor(E2E_PORT)}`;
const AUTHORIZATION = `Basic ${Buffer.from(`${DEMO_CIN7_USERNAME}:${DEMO_CIN7_API_KEY}`).toString('base64')}`;

/** A product as Harbour Traders' Cin7 Omni account lists it (the fields the tests read). */
export interface SourceProduct {
  id: number;
  name: string;
  styleCode: string;
  productType: string;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${STAND_IN}${path}`, {
    method,
    headers: { authorization: AUTHORIZATION, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The account's products of these ids, as its API lists them. */
export async function productsAtSource(ids: readonly number[]): Promise<SourceProduct[]> {
  const where = encodeURIComponent(`Id>=${Math.min(...ids)} AND Id<=${Math.max(...ids)}`);
  const listed = await call<SourceProduct[]>('GET', `/api/v1/Products?where=${where}&rows=250`);
  return listed.filter((product) => ids.includes(product.id));
}

/** Renames products through `PUT /api/v1/Products`; throws unless every record was written. */
export async function renameAtSource(names: ReadonlyMap<number, string>): Promise<void> {
  const products = [...names].map(([id, name]) => ({ id, name }));
  const results = await call<{ index: number; success: boolean; errors: string[] }[]>(
    'PUT',
    '/api/v1/Products',
    products,
  );
  const failed = results.filter((result) => !result.success);
  if (failed.length > 0) throw new Error(`Cin7 refused: ${failed.flatMap((r) => r.errors).join(' ')}`);
}

/**
 * What an import takes in for a product deleted at the source to leave the business products: a business product
 * is a product option (server/model/cin7Omni/products.ts), so the options are imported with the products.
 */
export const DELETION_SCOPES = ['products', 'productOptions'];

/**
 * Deletes products as a person does in Cin7 Omni's screens, with their options and stock: the API lists them no
 * more.
 */
export async function deleteAtSource(ids: readonly number[]): Promise<void> {
  await call('POST', '/_simulator/products/delete', { ids });
}

/**
 * Puts the products back as the demo has them — their names, the deleted ones undeleted — and imports them with
 * their options and stock, so the warehouse every spec reads is as it was.
 */
export async function restoreProducts(original: readonly SourceProduct[]): Promise<void> {
  if (original.length === 0) return;
  await call('POST', '/_simulator/products/restore', { ids: original.map((product) => product.id) });
  await renameAtSource(new Map(original.map((product) => [product.id, product.name])));
  await importProducts([...DELETION_SCOPES, 'stock']);
}
