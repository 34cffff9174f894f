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
    if (error instanceof ApiError) return error.message;
    return error instanceof Error ? error.message : String(error);
  }
}
