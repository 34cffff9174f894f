/**
 * products from Cin7 Omni: one row per product option (the SKU people sell and count), with its product's name,
 * type and brand (docs/model.md, "products").
 */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { businessKey, hasBusinessKey } from './keys.ts';

/** "Harbour Apparel 1 (Black, M)": the product's name with the option's values. */
const OPTION_NAME = `coalesce(nullif(p.name, ''), 'Product ' || o.product_id, 'Option ' || o.product_option_id)
  || coalesce(' (' || nullif(concat_ws(', ', nullif(o.option1, ''), nullif(o.option2, ''), nullif(o.option3, '')), '')
  || ')', '')`;

export const PRODUCTS: BusinessBuild = {
  table: 'products',
  sources: ['cin7_product_options', 'cin7_products'],
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `INSERT INTO ${into} (product_id, sku, name, category, brand, uom, unit_price, cost, created_at,
                                      landed_at)
      SELECT ${businessKey('o', 'product_option_id')},
             coalesce(nullif(o.code, ''), nullif(p.style_code, ''), 'Option ' || o.product_option_id),
             ${OPTION_NAME}, p.product_type, p.brand, NULL, coalesce(o.retail_price, 0), coalesce(o.cost, 0),
             o.created_date, greatest(o.landed_at, p.landed_at)
      FROM ${s}.cin7_product_options o
      LEFT JOIN ${s}.cin7_products p ON p.connection_id = o.connection_id AND p.product_id = o.product_id
      WHERE ${hasBusinessKey('o', 'product_option_id')}`;
  },
};
