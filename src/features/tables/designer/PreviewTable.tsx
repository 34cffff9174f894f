import { Caption1, makeStyles, mergeClasses, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { ClientQueryResponse } from '../../../api/contract';
import type { TableDesign } from '../design/model';

const useStyles = makeStyles({
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
  formula: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  status: { color: tokens.colorNeutralForeground2 },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

interface PreviewTableProps {
  design: TableDesign;
  result: ClientQueryResponse | undefined;
  loading: boolean;
  hasQuery: boolean;
}

/** The design's first rows as they will land: design order, calculated columns shown by their formula. */
export function PreviewTable({ design, result, loading, hasQuery }: PreviewTableProps) {
  const styles = useStyles();
  const headingId = useId();
  const positions = new Map(result?.columns.map((column, index) => [column.ref, index]));
  return (
    <section aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={headingId}>
          Preview
        </Subtitle2>
        {loading ? <Spinner size="extra-tiny" label="Loading the preview" /> : null}
      </div>
      {!hasQuery ? (
        <Caption1 className={styles.status}>
          Choose a table and add a source column to see the first rows.
        </Caption1>
      ) : result ? (
        <>
          <Caption1 className={styles.status}>
            {result.rows.length === 0
              ? 'No rows match the design.'
              : `The first ${result.rows.length} row${result.rows.length === 1 ? '' : 's'}` +
                (result.totalRows !== null ? ` of ${result.totalRows.toLocaleString()}` : '') +
                '.'}
          </Caption1>
          {/* A keyboard user can scroll a wide preview: the region takes focus. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.region} role="region" aria-labelledby={headingId} tabIndex={0}>
            <table className={styles.table} aria-labelledby={headingId}>
              <thead>
                <tr>
                  {design.columns.map((column) => (
                    <th key={column.id} scope="col" className={styles.head}>
                      {column.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {design.columns.map((column) => {
                      if (column.kind === 'calculated') {
                        return (
                          <td key={column.id} className={mergeClasses(styles.cell, styles.formula)}>
                            {column.formula}
                          </td>
                        );
                      }
                      const position = positions.get(column.ref);
                      const value = position === undefined ? null : row[position];
                      return (
                        <td
                          key={column.id}
                          className={mergeClasses(styles.cell, typeof value === 'number' && styles.number)}
                        >
                          {value === null || value === undefined ? '' : String(value)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
