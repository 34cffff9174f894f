/**
 * stock_on_hand from Cin7 Omni: stock per product option and branch, named by the branch's name (branches.ts); two branch ids
 * of one name add up (the business key is product and branch name; docs/model.md).
 */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { BRANCH_SOURCES, branchName, branchNamesCte, joinBranch } from './branches.ts';
import { businessKey, hasBusinessKey } from './keys.ts';

export const STOCK_ON_HAND: BusinessBuild = {
  table: 'stock_on_hand',
  sources: ['cin7_stock', 'cin7_product_options', ...BRANCH_SOURCES],
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `WITH ${branchNamesCte(schema)}
      INSERT INTO ${into} (product_id, sku, branch, on_hand, allocated, unit_cost, landed_at)
      SELECT ${businessKey('st', 'product_option_id')} AS product_id,
             min(coalesce(nullif(st.code, ''), o.code, '')),
             ${branchName('st', 'branch_id', 'b')} AS branch,
             round(sum(coalesce(st.stock_on_hand, 0)))::int,
             round(sum(coalesce(st.stock_on_hand, 0) - coalesce(st.available, st.stock_on_hand, 0)))::int,
             min(o.cost), max(st.landed_at)
      FROM ${s}.cin7_stock st
      LEFT JOIN ${s}.cin7_product_options o
        ON o.connection_id = st.connection_id AND o.product_option_id = st.product_option_id
      ${joinBranch('st', 'branch_id', 'b')}
      WHERE ${hasBusinessKey('st', 'product_option_id')}
      GROUP BY 1, 3`;
  },
};
