import { useMemo } from 'react';
import { Text } from '@fluentui/react-components';
import { useLandedTable, type CellValue, type LandedTable, type LandingColumn } from '../../host';
import { GRID_NOTE_HEADER, setGridNote, useGridNotes } from '../../host/gridNotes';
import { keyWords } from '../../host/refreshByKey/deltaPlan';
import { countOf } from '../../format/words';
import { DownloadXlsxButton } from './DownloadXlsxButton';
import { PartPeriodsNote } from '../../components/PartPeriodsNote';
import { LandedResultGrid } from './LandedResultGrid';
import type { CellMark, EditableColumn } from './ResultGrid';

const NO_NOTES: Readonly<Record<string, string>> = {};

/** "Marked: 3 changed cells, 1 new row.": what the grid's marks show, after a refresh matched by key. */
function marksText(landed: LandedTable): string | null {
  const { changes } = landed;
  if (!changes) return null;
  const parts = [
    ...(changes.changedCellCount > 0 ? [countOf(changes.changedCellCount, 'changed cell')] : []),
    ...(changes.newRows.size > 0 ? [countOf(changes.newRows.size, 'new row')] : []),
  ];
  return parts.length === 0 ? 'The last refresh changed no cell.' : `Marked: ${parts.join(', ')}.`;
}

/**
 * The result last landed in the browser under this table name: the grid and its .xlsx download; nothing before.
 * Rows with a key get the person's Note column (kept by key, docs/host.md, "Refresh by key") and the last
 * refresh's marks; the download carries the notes.
 */
export function LandedInBrowser({ tableName, height = 320 }: { tableName: string; height?: number }) {
  const landed = useLandedTable(tableName);
  const notes = useGridNotes((state) => state.notes[tableName] ?? NO_NOTES);
  const key = landed?.rowKey ?? null;
  const columns: readonly LandingColumn[] = useMemo(
    () => (landed ? (key ? [...landed.columns, { name: GRID_NOTE_HEADER }] : landed.columns) : []),
    [landed, key],
  );
  const withNotes = key !== null && Object.keys(notes).length > 0;
  // The notes go as the last column, by key: only when there are any, so a large result is not copied for nothing.
  const downloadRows = useMemo(
    () =>
      withNotes && landed
        ? landed.rows.map((row) => [...row, notes[keyWords(row, key)] ?? ''])
        : (landed?.rows ?? []),
    [withNotes, landed, notes, key],
  );
  if (!landed) return null;
  const width = landed.columns.length;
  const noteOf = (row: readonly CellValue[]) => (key ? (notes[keyWords(row, key)] ?? '') : '');
  const editable: EditableColumn | undefined = key
    ? {
        column: width,
        labelOf: (row) => `${GRID_NOTE_HEADER} for ${keyWords(row, key)}`,
        valueOf: noteOf,
        onChange: (row, text) => {
          if (text !== noteOf(row)) setGridNote(tableName, keyWords(row, key), text);
        },
      }
    : undefined;
  const { changes } = landed;
  const markOf = changes
    ? (row: number, column: number): CellMark =>
        column >= width
          ? null
          : changes.newRows.has(row)
            ? 'new'
            : changes.changedCells.get(row)?.includes(column)
              ? 'changed'
              : null
    : undefined;
  const marks = marksText(landed);
  return (
    <>
      {marks ? <Text size={200}>{marks}</Text> : null}
      <LandedResultGrid
        label={`Result: ${tableName}`}
        columns={columns}
        rows={landed.rows}
        height={height}
        {...(markOf ? { markOf } : {})}
        {...(editable ? { editable } : {})}
      />
      <PartPeriodsNote texts={landed.about?.partPeriods} />
      <DownloadXlsxButton
        tableName={tableName}
        columns={withNotes ? columns : landed.columns}
        rows={downloadRows}
        landedAt={landed.landedAt}
        {...(landed.about ? { about: landed.about } : {})}
      />
    </>
  );
}
