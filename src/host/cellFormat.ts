/** The number format one landed cell takes: its own (a part period's group, LandingColumn.cellFormats), else its column's. */
import type { CellValue, LandingColumn } from './types';

export function cellFormatOf(
  column: Pick<LandingColumn, 'format' | 'cellFormats'> | undefined,
  value: CellValue,
): string | undefined {
  const own = typeof value === 'string' ? column?.cellFormats?.[value] : undefined;
  return own ?? column?.format;
}
