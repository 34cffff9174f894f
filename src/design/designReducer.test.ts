// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  canRedo,
  canUndo,
  designHistoryReducer,
  HISTORY_LIMIT,
  historyOf,
  type DesignHistory,
  type HistoryAction,
} from './designReducer';
import { newDesign } from './tableDesign';

const run = (
  actions: HistoryAction[],
  start: DesignHistory = historyOf({ ...newDesign(), table: 'sales_orders' }),
) => actions.reduce(designHistoryReducer, start);

const addBranch: HistoryAction = {
  type: 'addColumn',
  column: { kind: 'source', ref: 'branch', name: 'Branch' },
};
const addTotal: HistoryAction = {
  type: 'addColumn',
  column: { kind: 'source', ref: 'total', name: 'Total' },
};

describe('the design history reducer', () => {
  it('adds columns with ids of their own', () => {
    const { present } = run([addBranch, addTotal]);
    expect(present.columns.map((column) => [column.id, column.name])).toEqual([
      [1, 'Branch'],
      [2, 'Total'],
    ]);
    expect(present.nextId).toBe(3);
  });

  it('undoes and redoes design edits in order', () => {
    const history = run([addBranch, addTotal, { type: 'undo' }]);
    expect(history.present.columns.map((column) => column.name)).toEqual(['Branch']);
    expect(canRedo(history)).toBe(true);
    const redone = designHistoryReducer(history, { type: 'redo' });
    expect(redone.present.columns.map((column) => column.name)).toEqual(['Branch', 'Total']);
    expect(canRedo(redone)).toBe(false);
  });

  it('forgets the redo branch after a new edit', () => {
    const history = run([addBranch, addTotal, { type: 'undo' }, { type: 'setName', name: 'Orders' }]);
    expect(canRedo(history)).toBe(false);
    expect(history.present.columns).toHaveLength(1);
    expect(history.present.name).toBe('Orders');
  });

  it('does nothing on undo with no past, redo with no future, or an edit that changes nothing', () => {
    const start = historyOf(newDesign());
    expect(designHistoryReducer(start, { type: 'undo' })).toBe(start);
    expect(designHistoryReducer(start, { type: 'redo' })).toBe(start);
    expect(designHistoryReducer(start, { type: 'setName', name: '' })).toBe(start);
    expect(designHistoryReducer(start, { type: 'removeColumn', id: 9 })).toBe(start);
  });

  it('reorders columns and stops at either end', () => {
    const history = run([addBranch, addTotal, { type: 'moveColumn', id: 2, offset: -1 }]);
    expect(history.present.columns.map((column) => column.name)).toEqual(['Total', 'Branch']);
    const atTop = designHistoryReducer(history, { type: 'moveColumn', id: 2, offset: -1 });
    expect(atTop).toBe(history);
  });

  it('starts columns and filters over when the source table changes, and undo brings them back', () => {
    const history = run([
      addBranch,
      { type: 'addFilter', filter: { column: 'branch', op: 'in', values: ['Auckland'] } },
      { type: 'setTable', table: 'products' },
    ]);
    expect(history.present).toMatchObject({ table: 'products', columns: [], filters: [] });
    const undone = designHistoryReducer(history, { type: 'undo' });
    expect(undone.present.filters).toEqual([{ id: 2, column: 'branch', op: 'in', values: ['Auckland'] }]);
  });

  it('writes each formula change to the column’s history: when, who, old and new', () => {
    const history = run([
      { type: 'addColumn', column: { kind: 'calculated', name: 'Margin', formula: '=[@Total]*0.1' } },
      {
        type: 'setFormula',
        id: 1,
        formula: '=[@Total]*0.2',
        at: '2025-06-01T10:00:00.000Z',
        by: 'Demo User',
      },
    ]);
    const [column] = history.present.columns;
    expect(column).toMatchObject({
      formula: '=[@Total]*0.2',
      formulaHistory: [
        { at: '2025-06-01T10:00:00.000Z', by: 'Demo User', old: '=[@Total]*0.1', new: '=[@Total]*0.2' },
      ],
    });
  });

  it('patches the saved id and last refresh everywhere in the history without an undo step', () => {
    const history = run([addBranch, addTotal, { type: 'undo' }]);
    const patched = designHistoryReducer(history, {
      type: 'patch',
      changes: { id: 7, lastRefresh: { at: '2025-06-01T10:00:00.000Z', rowCount: 12 } },
    });
    expect(patched.past.length).toBe(history.past.length);
    for (const design of [...patched.past, patched.present, ...patched.future]) {
      expect(design.id).toBe(7);
      expect(design.lastRefresh?.rowCount).toBe(12);
    }
  });

  it('loads a stored design with no history', () => {
    const history = run([addBranch, { type: 'load', design: { ...newDesign(), id: 3, name: 'Stored' } }]);
    expect(canUndo(history)).toBe(false);
    expect(history.present.name).toBe('Stored');
  });

  it(`keeps at most ${HISTORY_LIMIT} undo steps`, () => {
    const edits: HistoryAction[] = Array.from({ length: HISTORY_LIMIT + 20 }, (_, index) => ({
      type: 'setName',
      name: `Name ${index}`,
    }));
    expect(run(edits).past).toHaveLength(HISTORY_LIMIT);
  });

  it('adds several columns as one edit (one undo step)', () => {
    const history = run([
      {
        type: 'addColumns',
        columns: [
          { kind: 'source', ref: 'branch', name: 'Branch' },
          { kind: 'source', ref: 'customer.city', name: 'City' },
        ],
      },
    ]);
    expect(history.present.columns).toHaveLength(2);
    expect(designHistoryReducer(history, { type: 'undo' }).present.columns).toHaveLength(0);
  });

  it('ignores a blank column name and a landing target that is unchanged', () => {
    const design = applyEdit(
      { ...newDesign(), table: 't' },
      { type: 'addColumn', column: { kind: 'source', ref: 'a', name: 'A' } },
    );
    expect(applyEdit(design, { type: 'renameColumn', id: 1, name: '  ' })).toBe(design);
    expect(applyEdit(design, { type: 'setLanding', landing: { sheet: '' } })).toBe(design);
  });
});
