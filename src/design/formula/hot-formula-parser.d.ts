/** The part of hot-formula-parser (MIT, no types of its own) the grid uses: docs/tables.md, "Calculated columns". */
declare module 'hot-formula-parser' {
  interface CellCoordinate {
    /** 0-based. */
    index: number;
    label: string;
    isAbsolute: boolean;
  }
  interface CellReference {
    label: string;
    row: CellCoordinate;
    column: CellCoordinate;
  }
  type FormulaValue = string | number | boolean | null;
  export class Parser {
    parse(formula: string): { error: string | null; result: FormulaValue | FormulaValue[] };
    on(
      event: 'callCellValue',
      handler: (cell: CellReference, done: (value: FormulaValue) => void) => void,
    ): this;
  }
}
