/**
 * Members of a searchable column, searched as the user types (/api/searchMemberList): the filter wizard's
 * VALUES step and the full-pane member search both read them here.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchMemberListQueryOptions } from '../../../api/queryOptions/warehouse';
import { selectCurrentInstanceId, useClientState } from '../../../store';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';

/** Debounce for member search as the user types. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 250;

export interface MemberColumn {
  dwTableId: number;
  dwColumnId: number;
}

/** `column` null: nothing to search yet. `limit` unset: the server's default page of members. */
export function useMemberSearch(column: MemberColumn | null, search: string, limit?: number) {
  const instanceId = useClientState(selectCurrentInstanceId);
  const settled = useDebouncedValue(search.trim(), MEMBER_SEARCH_DEBOUNCE_MS);
  const result = useQuery({
    ...searchMemberListQueryOptions(instanceId, {
      dwTableId: column?.dwTableId ?? 1,
      dwColumnId: column?.dwColumnId ?? 1,
      search: settled,
      ...(limit === undefined ? {} : { limit }),
    }),
    enabled: column !== null,
    placeholderData: keepPreviousData,
  });
  return { ...result, searching: search.trim() !== settled || result.isFetching };
}

/**
 * How the server orders the members it finds (server/api/services/memberSearch.ts): exact matches, then those that
 * begin with the typed text, then the rest; within each, the member most rows hold first, ties A–Z.
 */
export function memberOrderText(search: string): string {
  return search.trim() === ''
    ? 'Most rows first.'
    : 'Exact matches first, then those starting with your text; most rows first within each.';
}
