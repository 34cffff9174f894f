import { useMemo } from 'react';
import { ResultGrid, type CellMark, type EditableColumn } from './ResultGrid';
import type { CellValue, LandingColumn } from '../../host';
import { calculatedCellReader } from '../../design/formula/evaluate';

interface LandedResultGridProps {
  label: string;
  columns: readonly LandingColumn[];
  rows: ReadonlyArray<readonly CellValue[]>;
  height?: number;
  markOf?: (row: number, column: number) => CellMark;
  editable?: EditableColumn;
}

/** A design's landed result in the browser: the grid, with its calculated columns computed as Excel would. */
export function LandedResultGrid({ label, columns, rows, height, markOf, editable }: LandedResultGridProps) {
  const reader = useMemo(() => calculatedCellReader(columns), [columns]);
  return (
    <ResultGrid
      label={label}
      columns={columns}
      rows={rows}
      height={height}
      {...(reader ? { readCell: reader } : {})}
      {...(markOf ? { markOf } : {})}
      {...(editable ? { editable } : {})}
    />
  );
}
