/**
 * Changes at the source, made in the browser tests' Cin7 Omni stand-in (scripts/e2eStack.ts) the way a Cin7 user or
 * integration makes them: products renamed through the API's `PUT /api/v1/Products`, and products deleted through
 * the simulator's own control (API v1 has no delete of products; docs/etl.md, "The simulator"). They are made in
 * the account the refresh-by-key tests connect companies of their own to (scripts/e2eAccounts.ts), which no other
 * spec reads; each test changes products of its own there and puts them back when it ends (`restoreAtSource`), so
 * a second try of a test finds the account as the first did.
 */
import { cin7SimulatorPortFor } from '../../scripts/e2ePorts.ts';
import { REFRESH_BY_KEY_CIN7_USERNAME } from '../../scripts/e2eAccounts.ts';
import { DEMO_CIN7_API_KEY } from '../../server/etl/demoConnection.ts';
import { E2E_PORT } from './stack';

const STAND_IN = `http://localhost:${cin7SimulatorPortFor(E2E_PORT)}`;
const AUTHORIZATION = `Basic ${Buffer.from(`${REFRESH_BY_KEY_CIN7_USERNAME}:${DEMO_CIN7_API_KEY}`).toString('base64')}`;

/** A product as the account lists it (the fields the tests read). */
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

/** Puts the products back in the account as they were: their names, the deleted ones undeleted. */
export async function restoreAtSource(original: readonly SourceProduct[]): Promise<void> {
  if (original.length === 0) return;
  await call('POST', '/_simulator/products/restore', { ids: original.map((product) => product.id) });
  await renameAtSource(new Map(original.map((product) => [product.id, product.name])));
}
