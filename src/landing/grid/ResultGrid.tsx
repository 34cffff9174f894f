/**
 * The landed result in the browser: a virtualized grid (rows and columns) that stays smooth at 100,000 rows. The
 * header row sticks; the grid scrolls inside itself, so the screen fits a 320 px task pane. Keyboard: Tab to the
 * grid, then arrows, Page Up/Down, Home/End, Ctrl+Home/End move the active cell (aria-activedescendant).
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CellValue, LandingColumn } from '../../host';
import { formatCell } from '../../format/cellText';
import { cellFormatOf } from '../../host/cellFormat';
import { MoreColumnsHint, useMoreToTheRight } from './MoreColumnsHint';

export const GRID_ROW_HEIGHT = 28;
export const GRID_COLUMN_WIDTH = 136;

const useStyles = makeStyles({
  grid: {
    position: 'relative',
    overflow: 'auto',
    maxWidth: '100%',
    boxSizing: 'border-box',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    outlineStyle: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    height: `${GRID_ROW_HEIGHT}px`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  row: { position: 'absolute', left: 0, height: `${GRID_ROW_HEIGHT}px` },
  cell: {
    position: 'absolute',
    top: 0,
    height: `${GRID_ROW_HEIGHT}px`,
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalS}`,
    lineHeight: `${GRID_ROW_HEIGHT}px`,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  // What the last refresh changed (docs/host.md, "Refresh by key"): a changed cell, a new row's cells.
  changed: { backgroundColor: tokens.colorPaletteYellowBackground2, fontWeight: tokens.fontWeightSemibold },
  added: { backgroundColor: tokens.colorPaletteGreenBackground2 },
  note: { padding: 0 },
  noteInput: {
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    border: 'none',
    padding: `0 ${tokens.spacingHorizontalS}`,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    ':focus': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
});

interface ResultGridProps {
  /** The grid's accessible name, e.g. the table's name. */
  label: string;
  columns: readonly LandingColumn[];
  rows: ReadonlyArray<readonly CellValue[]>;
  /** Height of the scrolling area in px. */
  height?: number;
  /** Reads a cell (calculated columns are evaluated as they are shown); default: the row's own value. */
  readCell?: (row: readonly CellValue[], column: number) => CellValue;
  /** What the last refresh did to a cell (row index in `rows`): marked in the grid, said to a screen reader. */
  markOf?: (row: number, column: number) => CellMark;
  /** A column the person writes in (their note beside each row): a text field in each of its cells. */
  editable?: EditableColumn;
}

export type CellMark = 'changed' | 'new' | null;

export interface EditableColumn {
  column: number;
  /** The field's accessible name for a row, e.g. "Note for SO-1042". */
  labelOf: (row: readonly CellValue[]) => string;
  valueOf: (row: readonly CellValue[]) => string;
  onChange: (row: readonly CellValue[], text: string) => void;
}

const MARK_WORDS: Record<Exclude<CellMark, null>, string> = {
  changed: 'Changed by the last refresh',
  new: 'New in the last refresh',
};

const ownValue = (row: readonly CellValue[], column: number): CellValue => row[column] ?? null;

interface Active {
  /** 0 is the header row; row r of the result is r + 1. */
  row: number;
  column: number;
}

export function ResultGrid({
  label,
  columns,
  rows,
  height = 360,
  readCell = ownValue,
  markOf,
  editable,
}: ResultGridProps) {
  const styles = useStyles();
  const id = useId();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const attach = useCallback((node: HTMLDivElement | null) => {
    scrollRef.current = node;
    setScroller(node);
  }, []);
  const more = useMoreToTheRight(scroller);
  const [active, setActive] = useState<Active>({ row: 0, column: 0 });
  const width = columns.length * GRID_COLUMN_WIDTH;

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders the grid itself
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => GRID_ROW_HEIGHT,
    paddingStart: GRID_ROW_HEIGHT,
    scrollPaddingStart: GRID_ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 320, height },
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => GRID_COLUMN_WIDTH,
    overscan: 2,
    initialRect: { width: 320, height },
  });
  const virtualColumns = columnVirtualizer.getVirtualItems();
  const cellId = (row: number, column: number) => `${id}-r${row}-c${column}`;

  const moveTo = (row: number, column: number) => {
    const next = {
      row: Math.max(0, Math.min(rows.length, row)),
      column: Math.max(0, Math.min(columns.length - 1, column)),
    };
    setActive(next);
    if (next.row > 0) rowVirtualizer.scrollToIndex(next.row - 1, { align: 'auto' });
    else if (scrollRef.current) scrollRef.current.scrollTop = 0;
    columnVirtualizer.scrollToIndex(next.column, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys typed in a note's field are the field's: its caret moves, the grid's active cell stays.
    if (event.target instanceof HTMLInputElement) return;
    const page = Math.max(1, Math.floor(height / GRID_ROW_HEIGHT) - 1);
    const moves: Record<string, () => void> = {
      ArrowDown: () => moveTo(active.row + 1, active.column),
      ArrowUp: () => moveTo(active.row - 1, active.column),
      ArrowRight: () => moveTo(active.row, active.column + 1),
      ArrowLeft: () => moveTo(active.row, active.column - 1),
      PageDown: () => moveTo(active.row + page, active.column),
      PageUp: () => moveTo(active.row - page, active.column),
      Home: () => (event.ctrlKey ? moveTo(0, 0) : moveTo(active.row, 0)),
      End: () =>
        event.ctrlKey ? moveTo(rows.length, columns.length - 1) : moveTo(active.row, columns.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const renderCells = (
    row: number,
    value: (column: number) => string,
    numeric: (column: number) => boolean,
    source?: readonly CellValue[],
  ) =>
    virtualColumns.map((column) => {
      const isActive = active.row === row && active.column === column.index;
      const mark = row > 0 ? (markOf?.(row - 1, column.index) ?? null) : null;
      const editing = row > 0 && source !== undefined && editable?.column === column.index ? editable : null;
      const note = row === 0 ? columns[column.index]?.note : undefined;
      return (
        <div
          key={column.key}
          id={cellId(row, column.index)}
          role={row === 0 ? 'columnheader' : 'gridcell'}
          aria-colindex={column.index + 1}
          className={mergeClasses(
            styles.cell,
            numeric(column.index) && styles.number,
            mark === 'changed' && styles.changed,
            mark === 'new' && styles.added,
            editing !== null && styles.note,
            isActive && styles.active,
          )}
          style={{ left: column.start, width: column.size }}
          // A header's note (a measure's definition) is its tooltip and its description, as in Excel; a marked
          // cell says what the last refresh did to it.
          title={note ?? (mark ? MARK_WORDS[mark] : undefined)}
          aria-description={note ?? (mark ? MARK_WORDS[mark] : undefined)}
          data-mark={mark ?? undefined}
        >
          {editing && source ? (
            <input
              // One field per row's key: a field scrolled onto another row is made again with that row's note.
              key={editing.labelOf(source)}
              className={styles.noteInput}
              aria-label={editing.labelOf(source)}
              defaultValue={editing.valueOf(source)}
              onBlur={(event) => editing.onChange(source, event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.currentTarget.blur();
              }}
            />
          ) : (
            value(column.index)
          )}
        </div>
      );
    });

  const activeRendered =
    active.row === 0 || rowVirtualizer.getVirtualItems().some((item) => item.index === active.row - 1);

  return (
    <>
      <div
        ref={attach}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length}
        aria-activedescendant={activeRendered ? cellId(active.row, active.column) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={styles.grid}
        style={{ height }}
      >
        <div style={{ width, height: rowVirtualizer.getTotalSize(), position: 'relative' }}>
          <div role="row" aria-rowindex={1} className={styles.header} style={{ width }}>
            {renderCells(
              0,
              (column) => columns[column]?.name ?? '',
              () => false,
            )}
          </div>
          {rowVirtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] ?? [];
            const column = (index: number) => columns[index];
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                className={styles.row}
                style={{ top: item.start, width }}
              >
                {renderCells(
                  item.index + 1,
                  (index) => {
                    const value = readCell(row, index);
                    return formatCell(value, cellFormatOf(column(index), value));
                  },
                  (index) => typeof readCell(row, index) === 'number',
                  row,
                )}
              </div>
            );
          })}
        </div>
      </div>
      <MoreColumnsHint more={more} what="the grid" />
    </>
  );
}
