/** Members of a searchable column, searched as the user types (SPEC §7 /api/searchMemberList). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api';
import { selectCurrentInstanceId, useClientState } from '../../../store';
import { MEMBER_SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../useDebouncedValue';

export interface MemberColumn {
  dwTableId: number;
  dwColumnId: number;
}

export function useMemberSearch(column: MemberColumn | null, search: string) {
  const instanceId = useClientState(selectCurrentInstanceId);
  const settled = useDebouncedValue(search.trim(), MEMBER_SEARCH_DEBOUNCE_MS);
  const payload = {
    dwTableId: column?.dwTableId ?? 1,
    dwColumnId: column?.dwColumnId ?? 1,
    search: settled,
  };
  const result = useQuery({
    ...apiQueryOptions('/api/searchMemberList', instanceId, payload),
    enabled: column !== null,
    placeholderData: keepPreviousData,
  });
  return { ...result, searching: search.trim() !== settled || result.isFetching };
}
