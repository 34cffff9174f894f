/**
 * Calculated columns evaluated for the browser grid with hot-formula-parser (MIT; docs/tables.md says why this
 * engine). In Excel the column's formula computes itself; in the browser the grid asks for each cell it shows, so
 * 100,000 rows cost only what is on screen.
 */
import { Parser } from 'hot-formula-parser';
import type { CellValue, LandingColumn } from '../../host';
import { toCellReferences } from '../structuredRefs';

type Row = readonly CellValue[];

/** A cell of the landed table: the row's own value, or its calculated column's result (an Excel error text). */
export type CellReader = (row: Row, column: number) => CellValue;

function asCellValue(result: unknown): CellValue {
  if (typeof result === 'number') return Number.isFinite(result) ? result : '#NUM!';
  if (typeof result === 'string') return result;
  if (typeof result === 'boolean') return result ? 'TRUE' : 'FALSE';
  // A range (an array) has no place in one cell.
  return Array.isArray(result) ? '#VALUE!' : null;
}

/** A reader for these columns; null when none is calculated (the rows are read as they are). */
export function calculatedCellReader(columns: readonly LandingColumn[]): CellReader | null {
  if (!columns.some((column) => column.formula)) return null;
  const headers = columns.map((column) => column.name);
  // Every row is evaluated as row 1 of a sheet holding only that row: A1 is its first column.
  const formulas = columns.map((column) =>
    column.formula ? toCellReferences(column.formula, headers, 1).replace(/^=/, '') : null,
  );
  // One parser per nesting level: a formula naming another calculated column evaluates it mid-parse.
  const parsers: Parser[] = [];
  const parserAt = (depth: number): Parser => {
    const existing = parsers[depth];
    if (existing) return existing;
    const parser = new Parser().on('callCellValue', (cell, done) => {
      // Only this row exists here: another row's cell (A2…) is blank.
      done(cell.row.index === 0 ? read(current, cell.column.index) : null);
    });
    parsers[depth] = parser;
    return parser;
  };
  let current: Row = [];
  const evaluating = new Set<number>();
  const cache = new WeakMap<Row, Map<number, CellValue>>();

  const read: CellReader = (row, column) => {
    const formula = formulas[column];
    if (formula === null || formula === undefined) return row[column] ?? null;
    let results = cache.get(row);
    const cached = results?.get(column);
    if (cached !== undefined) return cached;
    // A formula that refers to itself, directly or through another calculated column.
    if (evaluating.has(column)) return '#CIRCULAR!';
    evaluating.add(column);
    const outer = current;
    current = row;
    try {
      const { error, result } = parserAt(evaluating.size - 1).parse(formula);
      const value = error ?? asCellValue(result);
      if (!results) cache.set(row, (results = new Map<number, CellValue>()));
      results.set(column, value);
      return value;
    } finally {
      current = outer;
      evaluating.delete(column);
    }
  };

  return read;
}
