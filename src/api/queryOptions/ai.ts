/**
 * /api/aiQuery (contract/ai.ts): a question answered as a table design. Asked on a person's action and never
 * cached — the same words may be answered differently once the warehouse or the refinement changes.
 */
import { API_PATHS } from '@wharf/contract/paths.ts';
import { apiMutation } from '../queries';

export const aiQueryMutation = apiMutation(API_PATHS.aiQuery);
