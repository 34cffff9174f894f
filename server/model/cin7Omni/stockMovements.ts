/**
 * stock_transfers, stock_transfer_lines and stock_adjustments from Cin7 Omni: stock moved between branches and
 * stock counted up or written off in one (docs/model.md).
 */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { BRANCH_SOURCES, branchName, branchNamesCte, joinBranch } from './branches.ts';
import { businessKey, hasBusinessKey } from './keys.ts';

const dayOf = (alias: string) =>
  `coalesce((${alias}.created_date AT TIME ZONE 'UTC')::date, (${alias}.landed_at AT TIME ZONE 'UTC')::date)`;

export const STOCK_TRANSFERS: BusinessBuild = {
  table: 'stock_transfers',
  sources: ['cin7_branch_transfers', ...BRANCH_SOURCES],
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `WITH ${branchNamesCte(schema)}
      INSERT INTO ${into} (transfer_id, transfer_number, transfer_date, from_branch, to_branch, status,
                                        dispatched_date, received_date, landed_at)
      SELECT ${businessKey('t', 'transfer_id')}, coalesce(nullif(t.reference, ''), 'Transfer ' || t.transfer_id),
             ${dayOf('t')}, ${branchName('t', 'source_branch_id', 'f')}, ${branchName('t', 'destination_branch_id', 'd')},
             t.stage, t.dispatched_date, t.received_date, t.landed_at
      FROM ${s}.cin7_branch_transfers t
      ${joinBranch('t', 'source_branch_id', 'f')}
      ${joinBranch('t', 'destination_branch_id', 'd')}
      WHERE ${hasBusinessKey('t', 'transfer_id')}`;
  },
};

export const STOCK_TRANSFER_LINES: BusinessBuild = {
  table: 'stock_transfer_lines',
  sources: ['cin7_branch_transfer_lines'],
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `INSERT INTO ${into} (line_id, transfer_id, line_number, product_id, sku, qty, landed_at)
      SELECT ${businessKey('l', 'line_id')}, ${businessKey('l', 'transfer_id')}, coalesce(l.sort, 0),
             coalesce(${businessKey('l', 'product_option_id')}, 0), coalesce(l.code, ''),
             round(coalesce(l.qty, 0))::int, l.landed_at
      FROM ${s}.cin7_branch_transfer_lines l
      WHERE ${hasBusinessKey('l', 'line_id')} AND ${hasBusinessKey('l', 'transfer_id')}`;
  },
};

export const STOCK_ADJUSTMENTS: BusinessBuild = {
  table: 'stock_adjustments',
  sources: ['cin7_adjustment_lines', 'cin7_adjustments', ...BRANCH_SOURCES],
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `WITH ${branchNamesCte(schema)}
      INSERT INTO ${into} (line_id, adjustment_id, adjustment_number, adjustment_date, branch, reason,
                                          product_id, sku, qty, unit_cost, landed_at)
      SELECT ${businessKey('l', 'line_id')}, ${businessKey('l', 'adjustment_id')},
             coalesce(nullif(a.reference, ''), 'Adjustment ' || l.adjustment_id),
             coalesce(a.completed_date, (a.created_date AT TIME ZONE 'UTC')::date,
                      (l.landed_at AT TIME ZONE 'UTC')::date),
             ${branchName('a', 'branch_id', 'b')}, a.adjustment_reason,
             coalesce(${businessKey('l', 'product_option_id')}, 0), coalesce(l.code, ''),
             round(coalesce(l.qty, 0))::int, l.unit_cost, greatest(l.landed_at, a.landed_at)
      FROM ${s}.cin7_adjustment_lines l
      LEFT JOIN ${s}.cin7_adjustments a ON a.connection_id = l.connection_id AND a.adjustment_id = l.adjustment_id
      ${joinBranch('a', 'branch_id', 'b')}
      WHERE ${hasBusinessKey('l', 'line_id')} AND ${hasBusinessKey('l', 'adjustment_id')}`;
  },
};
