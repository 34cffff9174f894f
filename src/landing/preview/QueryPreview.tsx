/**
 * The one preview of a query's first rows: the designer's live preview, the AI view's answer and a library item.
 * In the pane's flow it is a compact table; `layout="grid"` shows the rows in the result grid instead (a scrolling
 * block of fixed height, as the library item screen has it).
 */
import {
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  mergeClasses,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useId, useMemo, useState } from 'react';
import type { ClientQueryResponse } from '@wharf/contract';
import type { CellValue } from '../../host';
import { calculatedCellReader } from '../../design/formula/evaluate';
import { PREVIEW_ROWS } from '../../design/tableDesign';
import { formatCell } from '../../format/cellText';
import { columnFormat, type FormatSettings } from '../../format/columnFormat';
import { readAddinSettings } from '../../host/records';
import { ResultGrid } from '../grid/ResultGrid';
import { MoreColumnsHint, useMoreToTheRight } from '../grid/MoreColumnsHint';
import { PREVIEW_TEXT } from './previewText';
import { partMarkOf, partPeriodsOf, partPeriodsText } from '../../components/partPeriods';
import { PartPeriodsNote } from '../../components/PartPeriodsNote';
import type { PreviewRows } from './usePreviewRows';

/**
 * A column as the preview shows it: read from the answer's column `ref`, or computed from the row by an Excel
 * `formula` naming the other columns ("=[@Qty]*[@Price]"), as the landed table computes it.
 */
export interface PreviewColumn {
  key: string | number;
  name: string;
  ref?: string;
  formula?: string;
  format?: string;
}

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  region: {
    overflowX: 'auto',
    maxWidth: '100%',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  table: {
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase200,
    width: 'max-content',
    minWidth: '100%',
  },
  head: {
    backgroundColor: tokens.colorNeutralBackground3,
    textAlign: 'left',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    whiteSpace: 'nowrap',
  },
  cell: {
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    whiteSpace: 'nowrap',
    maxWidth: '16em',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  // A calculated column's values are the workbook's to compute: set apart, as Excel's own would not be.
  computed: { fontStyle: 'italic' },
  status: { color: tokens.colorNeutralForeground2 },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The answer's own columns, under their friendly names. */
function answerColumns(result: ClientQueryResponse): PreviewColumn[] {
  return result.columns.map((column) => ({ key: column.ref, name: column.friendlyName, ref: column.ref }));
}

/**
 * Each column in the format it lands in: its own, or the one formatter's for its kind, its date grain and the person's settings
 * (src/format/columnFormat.ts), so the preview reads as the landed table will.
 */
function withFormats(
  result: ClientQueryResponse,
  columns: readonly PreviewColumn[],
  settings: FormatSettings,
): PreviewColumn[] {
  return columns.map((column) => {
    const answered = result.columns.find((candidate) => candidate.ref === column.ref);
    if (!answered) return column;
    // The column's own format too goes through the one formatter: a month group reads "Jan 2025" in any.
    const format = columnFormat({ ...answered, format: column.format ?? answered.format }, settings);
    return format ? { ...column, format } : column;
  });
}

/** The rows laid out in the preview's column order, calculated columns computed from their row. */
function layOut(result: ClientQueryResponse, columns: readonly PreviewColumn[]): CellValue[][] {
  const positions = new Map(result.columns.map((column, index) => [column.ref, index]));
  const reader = calculatedCellReader(
    columns.map((column) => ({ name: column.name, ...(column.formula ? { formula: column.formula } : {}) })),
  );
  return result.rows.slice(0, PREVIEW_ROWS).map((row) => {
    const laidOut = columns.map((column) => {
      const position = column.ref === undefined ? undefined : positions.get(column.ref);
      return position === undefined ? null : (row[position] ?? null);
    });
    return reader ? laidOut.map((_, index) => reader(laidOut, index)) : laidOut;
  });
}

interface QueryPreviewProps {
  preview: PreviewRows;
  /** The heading; default "Preview". */
  heading?: string;
  /** The rows' accessible name; default the heading. */
  label?: string;
  /** The columns in the order shown; default the answer's own. */
  columns?: readonly PreviewColumn[];
  layout?: 'table' | 'grid';
}

export function QueryPreview({
  preview,
  heading = PREVIEW_TEXT.heading,
  label,
  columns,
  layout,
}: QueryPreviewProps) {
  const styles = useStyles();
  const headingId = useId();
  const result = preview.data;
  const settings = useMemo(() => readAddinSettings(), []);
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const more = useMoreToTheRight(region);
  const shown = result ? withFormats(result, columns ?? answerColumns(result), settings) : [];
  const rows = result ? layOut(result, shown) : [];
  const totals = new Set(result?.columns.filter((c) => c.role === 'measure').map((c) => c.ref) ?? []);
  // A group holding part of its period carries its mark after its value, written in the column's format first:
  // "Aug 2026 (29–31 only)", never the stored day.
  const parts = result ? partPeriodsOf({ ...result, rows: result.rows.slice(0, PREVIEW_ROWS) }) : [];
  const marked = (value: CellValue, column: PreviewColumn | undefined): CellValue => {
    const mark = partMarkOf(parts, column?.ref, value);
    return mark ? `${formatCell(value, column?.format)} ${mark}` : value;
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={headingId}>
          {heading}
        </Subtitle2>
        {preview.isFetching || preview.settling ? (
          <Spinner size="extra-tiny" label={PREVIEW_TEXT.loading} />
        ) : null}
      </div>
      {!preview.hasQuery ? <Caption1 className={styles.status}>{PREVIEW_TEXT.noQuery}</Caption1> : null}
      {preview.hasQuery && preview.isError ? (
        <MessageBar intent="warning">
          <MessageBarBody>{PREVIEW_TEXT.failed(preview.error.message)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {preview.hasQuery && result ? (
        <Caption1 className={styles.status}>
          {rows.length === 0 ? PREVIEW_TEXT.empty : PREVIEW_TEXT.firstRows(rows.length, result.totalRows)}
        </Caption1>
      ) : null}
      {preview.hasQuery && rows.length > 0 && layout === 'grid' ? (
        <ResultGrid
          label={label ?? heading}
          columns={shown.map((column) => ({
            name: column.name,
            ...(column.format ? { format: column.format } : {}),
          }))}
          rows={parts.length ? rows.map((row) => row.map((v, i) => marked(v, shown[i]))) : rows}
          height={240}
        />
      ) : null}
      {preview.hasQuery && rows.length > 0 && layout !== 'grid' ? (
        <>
          {/* A keyboard user can scroll a wide preview: the region takes focus. */}
          <div
            ref={setRegion}
            className={styles.region}
            role="region"
            aria-label={label ?? heading}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={styles.table} aria-label={label ?? heading}>
              <thead>
                <tr>
                  {shown.map((column) => (
                    <th key={column.key} scope="col" className={styles.head}>
                      {column.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {shown.map((column, index) => {
                      const value = row[index] ?? null;
                      return (
                        <td
                          key={column.key}
                          className={mergeClasses(
                            styles.cell,
                            typeof value === 'number' && styles.number,
                            column.formula !== undefined && styles.computed,
                          )}
                        >
                          {formatCell(
                            marked(value, column),
                            column.format,
                            column.ref !== undefined && totals.has(column.ref),
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <MoreColumnsHint more={more} what="the table" />
        </>
      ) : null}
      {preview.hasQuery && rows.length > 0 ? <PartPeriodsNote texts={parts.map(partPeriodsText)} /> : null}
    </section>
  );
}
