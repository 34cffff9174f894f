import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { apiQueryOptions, useApiQuery } from '../../api';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { selectCurrentInstanceId, useClientState } from '../../store';
import {
  datasetColumns,
  DATASET_SEARCH_STATE_KEY,
  findColumn,
  matchesSearch,
  type DatasetSearchResult,
} from './datasetCatalogue';
import { SearchPane } from './SearchPane';

/** Debounce for member search as the user types. */
const SEARCH_DEBOUNCE_MS = 250;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function useReturnToDesign(tableId: string, tab: string) {
  const navigate = useNavigate();
  return (result: DatasetSearchResult) =>
    void navigate(`/table/${tableId}?tab=${tab}`, { state: { [DATASET_SEARCH_STATE_KEY]: result } });
}

function ColumnSearch({ tableId, dwTableId }: { tableId: string; dwTableId: number }) {
  const schema = useApiQuery('/api/clientDWSchema', {}, { staleTime: 5 * 60_000 });
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const back = useReturnToDesign(tableId, 'COLUMNS');
  const all = datasetColumns(schema.data, dwTableId);
  const found = all.filter((column) => matchesSearch(column, search));
  const table = schema.data?.tables.find((candidate) => candidate.id === dwTableId);
  return (
    <SearchPane
      label={`Search the columns of ${table?.friendlyName ?? 'the table'}`}
      search={search}
      onSearch={setSearch}
      options={found.map((column) => ({ value: column.ref, label: column.label }))}
      chosen={chosen}
      onChosen={setChosen}
      busy={schema.isPending}
      status={
        schema.data && !table
          ? 'There is no such table in this warehouse.'
          : `${found.length} of ${all.length} columns.`
      }
      action={`Add ${chosen.length || ''} column${chosen.length === 1 ? '' : 's'} to the design`.replace(
        '  ',
        ' ',
      )}
      onAction={() =>
        back({
          kind: 'columns',
          columns: chosen.map((ref) => ({
            ref,
            name: all.find((column) => column.ref === ref)?.label ?? ref,
          })),
        })
      }
    />
  );
}

function MemberSearch({ tableId, dwColumnId }: { tableId: string; dwColumnId: number }) {
  const [params] = useSearchParams();
  const instanceId = useClientState(selectCurrentInstanceId);
  const schema = useApiQuery('/api/clientDWSchema', {}, { staleTime: 5 * 60_000 });
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  const [chosen, setChosen] = useState<string[]>([]);
  const back = useReturnToDesign(tableId, 'FILTERS');
  const found = findColumn(schema.data, dwColumnId);
  const members = useQuery({
    ...apiQueryOptions('/api/searchMemberList', instanceId, {
      dwTableId: found?.table.id ?? 1,
      dwColumnId,
      search: settled,
      limit: 200,
    }),
    enabled: found?.column.searchable === true,
    placeholderData: keepPreviousData,
  });
  const list = members.data?.members ?? [];
  const label = found ? `${found.table.friendlyName} › ${found.column.friendlyName}` : 'the column';
  return (
    <SearchPane
      label={`Search the members of ${label}`}
      search={search}
      onSearch={setSearch}
      options={list.map((member) => ({ value: member, label: member }))}
      chosen={chosen}
      onChosen={setChosen}
      busy={schema.isPending || search.trim() !== settled || members.isFetching}
      status={
        schema.data && !found?.column.searchable
          ? 'This column cannot be searched.'
          : `${list.length} member${list.length === 1 ? '' : 's'}${members.data?.truncated ? ': type more to narrow them' : ''}.`
      }
      action="Filter the design on these members"
      onAction={() =>
        back({ kind: 'members', column: params.get('ref') ?? found?.column.columnName ?? '', values: chosen })
      }
    />
  );
}

export default function DatasetSearchScreen() {
  const { mode = 'columns', tableId = '', indexId = '' } = useParams();
  return (
    <Screen
      description={
        mode === 'members'
          ? "Search a column's members and filter the design on them."
          : "Search the table's columns and add them to the design."
      }
    >
      <RequireInstance>
        {mode === 'members' ? (
          <MemberSearch key={indexId} tableId={tableId} dwColumnId={Number(indexId)} />
        ) : (
          <ColumnSearch key={indexId} tableId={tableId} dwTableId={Number(indexId)} />
        )}
      </RequireInstance>
    </Screen>
  );
}
