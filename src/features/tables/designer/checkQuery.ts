/**
 * Asks the server whether a query runs, for one row: null when it does, else its refusal's message (the 400 names
 * the field and what is wrong with it), so a form can show it beside what the person typed.
 */
import type { TableQuery } from '@wharf/contract';
import { ApiError } from '../../../api/apiError';
import { requestClientQueryPage } from '../../../api/queryOptions/warehouse';

export async function queryProblem(query: TableQuery): Promise<string | null> {
  try {
    await requestClientQueryPage({ query: { ...query, pageSize: 1, offset: 0 } });
    return null;
  } catch (error) {
    if (error instanceof ApiError) return withoutFieldPath(error.message);
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The refusal as a person reads it beside the field: the server names the field by its path in the query
 * ("query.calculated.revenue_per_order.formula: …"), which the field itself already says.
 */
export function withoutFieldPath(message: string): string {
  return message.replace(/^query(\.[\w[\]]+)+: /, '');
}
