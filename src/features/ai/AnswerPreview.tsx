import {
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { TableQuery } from '../../api/contract';
import { clientQueryOptions } from '../../api/queryOptions/warehouse';
import { formatCell } from '../../components/landing';
import { selectCurrentInstanceId, useClientState } from '../../store';
import { AI_TEXT } from './aiText';

export const PREVIEW_ROWS = 20;

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
  },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The answer's first 20 rows, through /api/clientQuery like the designer's preview. */
export function AnswerPreview({ query }: { query: TableQuery }) {
  const styles = useStyles();
  const headingId = useId();
  const instanceId = useClientState(selectCurrentInstanceId);
  const preview = useQuery({
    ...clientQueryOptions(instanceId, { query: { ...query, pageSize: PREVIEW_ROWS } }),
    enabled: instanceId !== null,
  });
  const result = preview.data;
  return (
    <section aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={headingId}>
          {AI_TEXT.previewHeading}
        </Subtitle2>
        {preview.isFetching ? <Spinner size="extra-tiny" label="Loading the preview" /> : null}
      </div>
      {preview.isError ? (
        <MessageBar intent="warning">
          <MessageBarBody>{AI_TEXT.previewFailed}</MessageBarBody>
        </MessageBar>
      ) : null}
      {result && result.rows.length === 0 ? <Caption1>{AI_TEXT.previewEmpty}</Caption1> : null}
      {result && result.rows.length > 0 ? (
        <>
          {/* A keyboard user can scroll a wide preview: the region takes focus. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.region} tabIndex={0} role="region" aria-labelledby={headingId}>
            <table className={styles.table}>
              <thead>
                <tr>
                  {result.columns.map((column) => (
                    <th key={column.ref} scope="col" className={styles.head}>
                      {column.friendlyName}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.rows.slice(0, PREVIEW_ROWS).map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((value, index) => (
                      <td
                        key={index}
                        className={
                          typeof value === 'number' ? `${styles.cell} ${styles.number}` : styles.cell
                        }
                      >
                        {formatCell(value, result.columns[index]?.format ?? undefined)}
                      </td>
                    ))}
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
