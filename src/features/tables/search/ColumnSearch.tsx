import { useState } from 'react';
import {
  columnChoicesById,
  findTableById,
  matchesSearch,
  measureChoicesById,
  type DwSchema,
} from '../../../design/catalogue';
import type { NewColumn } from '../../../design/designReducer';
import type { TableDesign } from '../../../design/tableDesign';
import type { HandBack } from './useHandBackToDesign';
import { SearchPane } from './SearchPane';

interface ColumnSearchProps {
  design: TableDesign;
  schema: DwSchema | undefined;
  dwTableId: number;
  onHandBack: HandBack;
}

export function addColumnsLabel(count: number): string {
  if (count === 0) return 'Add columns to the design';
  return `Add ${count} column${count === 1 ? '' : 's'} to the design`;
}

/** Columns mode: the design's table's columns (own and one relation away), several added to the design at once. */
export function ColumnSearch({ design, schema, dwTableId, onHandBack }: ColumnSearchProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const table = findTableById(schema, dwTableId);
  // Another table's columns mean nothing to this design: they are not offered.
  const overDesign = table !== undefined && table.tableName === design.table;
  const all = overDesign ? columnChoicesById(schema, dwTableId) : [];
  const measures = overDesign ? measureChoicesById(schema, dwTableId) : [];
  const found = all.filter((choice) => matchesSearch(choice, search));
  const foundMeasures = measures.filter((choice) => matchesSearch(choice, search));
  const status = !table
    ? 'There is no such table in this warehouse.'
    : !overDesign
      ? `The design is not over ${table.friendlyName}: search its columns from the designer.`
      : measures.length > 0
        ? `${found.length} of ${all.length} columns, ${foundMeasures.length} of ${measures.length} measures.`
        : `${found.length} of ${all.length} columns.`;
  const newColumn = (ref: string): NewColumn => {
    const measure = measures.find((choice) => choice.ref === ref);
    if (measure) return { kind: 'source', ref, name: measure.label, format: measure.measure.format };
    return {
      kind: 'source',
      ref,
      name: all.find((choice) => choice.ref === ref)?.column.friendlyName ?? ref,
    };
  };
  const handBack = () => onHandBack({ type: 'addColumns', columns: chosen.map(newColumn) }, 'COLUMNS');
  return (
    <SearchPane
      label={`Search the columns of ${table?.friendlyName ?? 'the table'}`}
      search={search}
      onSearch={setSearch}
      options={[
        ...found.map((choice) => ({ value: choice.ref, label: choice.label })),
        ...foundMeasures.map((choice) => ({
          value: choice.ref,
          label: `${choice.label} (measure)`,
          description: choice.definition,
        })),
      ]}
      chosen={chosen}
      onChosen={setChosen}
      busy={false}
      status={status}
      action={addColumnsLabel(chosen.length)}
      onAction={handBack}
    />
  );
}
