/**
 * Every answer — the parser's or the model's — passes the same checks as /api/clientQuery before anyone sees it:
 * the contract's schema, then the compiler against this instance's catalogue (names, relations, types, arity). The
 * compiler only ever builds a SELECT, so an answer can never write.
 */
import { tableQuerySchema, type TableQuery } from '@wharf/contract';
import { ApiError } from '../../errors.ts';
import { compileQuery, type Catalogue } from '../query/index.ts';

export type Checked = { ok: true; query: TableQuery } | { ok: false; reason: string };

export function checkDesign(catalogue: Catalogue, candidate: unknown, now: Date): Checked {
  const parsed = tableQuerySchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not a table design'}` };
  }
  // Paging is the landing's business, not the answer's.
  const query: TableQuery = { ...parsed.data };
  delete query.pageSize;
  delete query.offset;
  try {
    compileQuery(catalogue, query, { now });
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, reason: error.message };
    throw error;
  }
  return { ok: true, query };
}
