/**
 * Writes to the products, as Cin7 Omni's API v1 takes them: `PUT /api/v1/Products` with an array of products, each
 * with its `id`, answered one result per record in the order sent — `{ index, success, id, errors }`. A field left
 * out or null is left as it is; a record that fails (no such id, a name that is empty or too long, a status Cin7
 * does not know) changes nothing and says why in its `errors`, while the others are written. A written product's
 * ModifiedDate moves past everything so far, so an incremental import picks it up.
 */
import type { Dataset, Json } from './dataset.ts';
import { iso } from './random.ts';

/** The product fields a PUT may change here: the ones the import reads (server/etl's products entity). */
const WRITABLE = ['styleCode', 'name', 'brand', 'productType', 'productSubtype', 'status'] as const;
type Writable = (typeof WRITABLE)[number];

/** Cin7 Omni's product statuses (the API's Product model). */
const STATUSES = ['Inactive', 'Public', 'ShowInB2B', 'Internal'];
const NAME_MAX = 250;

export interface WriteResult {
  index: number;
  success: boolean;
  id: number | null;
  errors: string[];
}

/** A field's fault, or null when the value may be written. */
function fault(field: Writable, value: unknown): string | null {
  if (typeof value !== 'string') return `${field} must be text.`;
  if (field === 'name' && !value.trim()) return 'Name is required.';
  if (field === 'name' && value.length > NAME_MAX)
    return `Name cannot be longer than ${NAME_MAX} characters.`;
  if (field === 'status' && !STATUSES.includes(value)) return `Status must be one of ${STATUSES.join(', ')}.`;
  return null;
}

function updateOne(data: Dataset, sent: unknown, index: number, nextTime: () => number): WriteResult {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent))
    return { index, success: false, id: null, errors: ['Each product must be an object.'] };
  const fields = sent as Json;
  const id = Number(fields.id ?? fields.Id);
  if (!Number.isInteger(id) || id <= 0)
    return { index, success: false, id: null, errors: ['Id is required to update a product.'] };
  const record = data.Products.find((product) => Number(product.id) === id);
  if (!record) return { index, success: false, id, errors: [`Product ${id} was not found.`] };
  // The wire's names are PascalCase in Cin7's documentation and camelCase in its answers: both are taken.
  const changes = WRITABLE.flatMap((field) => {
    const value = fields[field] ?? fields[field.charAt(0).toUpperCase() + field.slice(1)];
    return value === undefined || value === null ? [] : [{ field, value }];
  });
  const errors = changes.flatMap(({ field, value }) => fault(field, value) ?? []);
  if (errors.length > 0) return { index, success: false, id, errors };
  for (const { field, value } of changes) record[field] = value;
  record.modifiedDate = iso(nextTime());
  return { index, success: true, id, errors: [] };
}

/** Applies a PUT's products to the account's data; one result per record sent, in order. */
export function updateProducts(data: Dataset, body: unknown, nextTime: () => number): WriteResult[] | string {
  if (!Array.isArray(body)) return 'The request body must be an array of products.';
  return body.map((sent, index) => updateOne(data, sent, index, nextTime));
}
