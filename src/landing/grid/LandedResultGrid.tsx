import { useMemo } from 'react';
import { ResultGrid } from './ResultGrid';
import type { CellValue, LandingColumn } from '../../host';
import { calculatedCellReader } from '../../design/formula/evaluate';

interface LandedResultGridProps {
  label: string;
  columns: readonly LandingColumn[];
  rows: ReadonlyArray<readonly CellValue[]>;
  height?: number;
}

/** A design's landed result in the browser: the grid, with its calculated columns computed as Excel would. */
export function LandedResultGrid({ label, columns, rows, height }: LandedResultGridProps) {
  const reader = useMemo(() => calculatedCellReader(columns), [columns]);
  return (
    <ResultGrid
      label={label}
      columns={columns}
      rows={rows}
      height={height}
      {...(reader ? { readCell: reader } : {})}
    />
  );
}
