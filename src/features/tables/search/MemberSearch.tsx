import { useState } from 'react';
import { findColumnById, resolveRef, type DwSchema } from '../../../design/catalogue';
import type { TableDesign } from '../../../design/tableDesign';
import { memberOrderText, useMemberSearch } from '../hooks/useMemberSearch';
import type { HandBack } from './useHandBackToDesign';
import { SearchPane } from './SearchPane';

/** The full pane has room for more members than the filter wizard's list. */
const FULL_PANE_MEMBER_LIMIT = 200;

interface MemberSearchProps {
  design: TableDesign;
  schema: DwSchema | undefined;
  dwColumnId: number;
  /** The column as the design names it ("branch", "customer.city"); its own name when not given. */
  columnRef: string | null;
  onHandBack: HandBack;
}

/** Members mode: one column's members, searched as the user types; the chosen ones become one `in` filter. */
export function MemberSearch({ design, schema, dwColumnId, columnRef, onHandBack }: MemberSearchProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const byId = findColumnById(schema, dwColumnId);
  const ref = columnRef ?? byId?.column.columnName ?? '';
  // The reference must name this very column from the design's table, or the filter would mean another one.
  const choice = resolveRef(schema, design.table, ref);
  const column = choice?.column.id === dwColumnId ? choice : undefined;
  const searchable = column?.column.searchable === true;
  const members = useMemberSearch(
    column && searchable ? { dwTableId: column.table.id, dwColumnId } : null,
    search,
    FULL_PANE_MEMBER_LIMIT,
  );
  const list = members.data?.members ?? [];
  const status = !column
    ? 'This column is not in the design’s table.'
    : !searchable
      ? 'This column cannot be searched.'
      : `${list.length} member${list.length === 1 ? '' : 's'}${members.data?.truncated ? ': type more to narrow them' : ''}. ${memberOrderText(search)}`;
  return (
    <SearchPane
      label={`Search the members of ${column?.label ?? 'the column'}`}
      search={search}
      onSearch={setSearch}
      options={list.map((member) => ({ value: member, label: member }))}
      chosen={chosen}
      onChosen={setChosen}
      busy={searchable && members.searching}
      status={status}
      action="Filter the design on these members"
      onAction={() =>
        onHandBack({ type: 'addFilter', filter: { column: ref, op: 'in', values: chosen } }, 'FILTERS')
      }
    />
  );
}
