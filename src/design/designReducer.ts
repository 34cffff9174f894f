/**
 * The designer's edits as a pure reducer, with an undo/redo history of designs (the toolbar's undo and redo).
 * Every design edit pushes the design before it; `patch` changes what is not a design edit (its saved id, its last
 * refresh) in every entry, so undo never brings back a stale id or refresh time.
 */
import { measureKeyOf, type AggregateFunction, type DateGrain, type HavingFilter } from '@wharf/contract';
import { applyDerivedEdit, type DerivedEdit } from './derivedEdits';
import { MAX_SORT_KEYS, type DesignFilter, type LandingTarget, type TableDesign } from './tableDesign';

/** Undo reaches back this many edits. */
export const HISTORY_LIMIT = 100;

export interface DesignHistory {
  past: readonly TableDesign[];
  present: TableDesign;
  future: readonly TableDesign[];
}

export type NewColumn =
  | {
      kind: 'source';
      ref: string;
      name: string;
      format?: string;
      aggregate?: AggregateFunction;
      grain?: DateGrain;
    }
  | { kind: 'calculated'; name: string; format?: string; formula: string };

export type DesignEdit =
  | { type: 'setName'; name: string }
  | { type: 'setTable'; table: string }
  | { type: 'addColumn'; column: NewColumn }
  | { type: 'addColumns'; columns: readonly NewColumn[] }
  | { type: 'renameColumn'; id: number; name: string }
  | { type: 'setFormat'; id: number; format: string | undefined }
  /** A calculated column's formula; the change is written to its formula history. */
  | { type: 'setFormula'; id: number; formula: string; at: string; by: string }
  | { type: 'removeColumn'; id: number }
  | { type: 'moveColumn'; id: number; offset: -1 | 1 }
  | { type: 'addFilter'; filter: Omit<DesignFilter, 'id'> }
  | { type: 'removeFilter'; id: number }
  /** A filter on a total, after grouping ("Orders more than 10"), and its removal by position. */
  | { type: 'addHaving'; filter: HavingFilter }
  | { type: 'removeHaving'; index: number }
  /** Sorts by a column (last key), or changes its direction when it already sorts. */
  | { type: 'sortBy'; column: string; desc: boolean }
  | { type: 'removeSort'; column: string }
  | { type: 'moveSort'; column: string; offset: -1 | 1 }
  | { type: 'setLanding'; landing: Partial<LandingTarget> }
  | { type: 'setLimit'; limit: number }
  /** Shares, comparisons, calculated measures, top N per group and any-of groups (derivedEdits.ts). */
  | DerivedEdit;

export type HistoryAction =
  | DesignEdit
  | { type: 'undo' }
  | { type: 'redo' }
  /** Start over from a design read from storage: no history. */
  | { type: 'load'; design: TableDesign }
  | { type: 'patch'; changes: Partial<Pick<TableDesign, 'id' | 'lastRefresh'>> };

export function historyOf(design: TableDesign): DesignHistory {
  return { past: [], present: design, future: [] };
}

export const canUndo = (history: DesignHistory): boolean => history.past.length > 0;
export const canRedo = (history: DesignHistory): boolean => history.future.length > 0;

function addColumnTo(design: TableDesign, column: NewColumn): TableDesign {
  const id = design.nextId;
  // A measure is already a summary with one definition: it never takes a function or a date grain.
  const isMeasure = column.kind === 'source' && measureKeyOf(column.ref) !== null;
  const added =
    column.kind === 'source'
      ? {
          id,
          kind: 'source' as const,
          ref: column.ref,
          name: column.name,
          format: column.format,
          aggregate: isMeasure ? undefined : column.aggregate,
          grain: isMeasure ? undefined : column.grain,
        }
      : {
          id,
          kind: 'calculated' as const,
          name: column.name,
          format: column.format,
          formula: column.formula,
          formulaHistory: [],
        };
  return { ...design, columns: [...design.columns, added], nextId: id + 1 };
}

/** One design edit applied to a design; the same design back when the edit changes nothing. */
export function applyEdit(design: TableDesign, edit: DesignEdit): TableDesign {
  switch (edit.type) {
    case 'setName':
      return edit.name === design.name ? design : { ...design, name: edit.name };
    case 'setTable':
      // Another table's columns and filters mean nothing here: a new source starts them over.
      return edit.table === design.table
        ? design
        : {
            ...design,
            table: edit.table,
            columns: [],
            filters: [],
            sort: [],
            anyOf: undefined,
            having: undefined,
            topPerGroup: undefined,
            calculated: undefined,
            shareWithin: undefined,
            compare: undefined,
          };
    case 'addColumn':
      return addColumnTo(design, edit.column);
    case 'addColumns':
      return edit.columns.reduce(addColumnTo, design);
    case 'renameColumn':
      return mapColumn(design, edit.id, (column) =>
        column.name === edit.name || edit.name.trim() === '' ? column : { ...column, name: edit.name },
      );
    case 'setFormat':
      return mapColumn(design, edit.id, (column) =>
        column.format === edit.format ? column : { ...column, format: edit.format },
      );
    case 'setFormula':
      return mapColumn(design, edit.id, (column) =>
        column.kind !== 'calculated' || column.formula === edit.formula
          ? column
          : {
              ...column,
              formula: edit.formula,
              formulaHistory: [
                ...column.formulaHistory,
                { at: edit.at, by: edit.by, old: column.formula, new: edit.formula },
              ],
            },
      );
    case 'removeColumn': {
      const columns = design.columns.filter((column) => column.id !== edit.id);
      return columns.length === design.columns.length ? design : { ...design, columns };
    }
    case 'moveColumn': {
      const from = design.columns.findIndex((column) => column.id === edit.id);
      const to = from + edit.offset;
      if (from < 0 || to < 0 || to >= design.columns.length) return design;
      const columns = [...design.columns];
      const [moved] = columns.splice(from, 1);
      if (!moved) return design;
      columns.splice(to, 0, moved);
      return { ...design, columns };
    }
    case 'addFilter':
      return {
        ...design,
        filters: [...design.filters, { ...edit.filter, id: design.nextId }],
        nextId: design.nextId + 1,
      };
    case 'addHaving':
      return { ...design, having: [...(design.having ?? []), edit.filter] };
    case 'removeHaving': {
      const having = (design.having ?? []).filter((_, index) => index !== edit.index);
      return having.length === (design.having ?? []).length ? design : { ...design, having };
    }
    case 'removeFilter': {
      const filters = design.filters.filter((filter) => filter.id !== edit.id);
      return filters.length === design.filters.length ? design : { ...design, filters };
    }
    case 'sortBy': {
      const keys = design.sort ?? [];
      const at = keys.findIndex((key) => key.column === edit.column);
      if (at >= 0) {
        if (Boolean(keys[at]?.desc) === edit.desc) return design;
        return { ...design, sort: keys.map((key, i) => (i === at ? { ...key, desc: edit.desc } : key)) };
      }
      if (keys.length >= MAX_SORT_KEYS) return design;
      return { ...design, sort: [...keys, { column: edit.column, desc: edit.desc }] };
    }
    case 'removeSort': {
      const keys = design.sort ?? [];
      const sort = keys.filter((key) => key.column !== edit.column);
      return sort.length === keys.length ? design : { ...design, sort };
    }
    case 'moveSort': {
      const keys = design.sort ?? [];
      const from = keys.findIndex((key) => key.column === edit.column);
      const to = from + edit.offset;
      if (from < 0 || to < 0 || to >= keys.length) return design;
      const sort = [...keys];
      const [moved] = sort.splice(from, 1);
      if (!moved) return design;
      sort.splice(to, 0, moved);
      return { ...design, sort };
    }
    case 'setLanding': {
      const landing = { ...design.landing, ...edit.landing };
      return landing.sheet === design.landing.sheet && landing.tableName === design.landing.tableName
        ? design
        : { ...design, landing };
    }
    case 'setLimit':
      return edit.limit === design.limit ? design : { ...design, limit: edit.limit };
    case 'addShare':
    case 'addComparison':
    case 'addCalculated':
    case 'setTopPerGroup':
    case 'addAnyOf':
    case 'removeAnyOf':
      return applyDerivedEdit(design, edit);
  }
}

function mapColumn(
  design: TableDesign,
  id: number,
  change: (column: TableDesign['columns'][number]) => TableDesign['columns'][number],
): TableDesign {
  let changed = false;
  const columns = design.columns.map((column) => {
    if (column.id !== id) return column;
    const next = change(column);
    changed ||= next !== column;
    return next;
  });
  return changed ? { ...design, columns } : design;
}

export function designHistoryReducer(history: DesignHistory, action: HistoryAction): DesignHistory {
  switch (action.type) {
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
      };
    }
    case 'redo': {
      const [next, ...future] = history.future;
      if (!next) return history;
      return { past: [...history.past, history.present], present: next, future };
    }
    case 'load':
      return historyOf(action.design);
    case 'patch': {
      const patch = (design: TableDesign): TableDesign => ({ ...design, ...action.changes });
      return {
        past: history.past.map(patch),
        present: patch(history.present),
        future: history.future.map(patch),
      };
    }
    default: {
      const next = applyEdit(history.present, action);
      if (next === history.present) return history;
      return {
        past: [...history.past, history.present].slice(-HISTORY_LIMIT),
        present: next,
        future: [],
      };
    }
  }
}
