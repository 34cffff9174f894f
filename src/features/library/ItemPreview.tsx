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
import type { TableQuery } from '../../api/contract';
import { clientQueryOptions } from '../../api/queryOptions/warehouse';
import { ResultGrid } from '../../components/landing';
import { selectCurrentInstanceId, useClientState } from '../../store';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
});

/** Rows the item screen previews (issue 15). */
export const ITEM_PREVIEW_ROWS = 20;

/** The item's first 20 rows, as /api/clientQuery answers its design. */
export function ItemPreview({ title, query }: { title: string; query: TableQuery }) {
  const styles = useStyles();
  const instanceId = useClientState(selectCurrentInstanceId);
  const preview = useQuery({
    ...clientQueryOptions(instanceId, { query: { ...query, pageSize: ITEM_PREVIEW_ROWS, offset: 0 } }),
    enabled: instanceId !== null,
  });
  const shown = preview.data ? Math.min(preview.data.rows.length, ITEM_PREVIEW_ROWS) : 0;
  return (
    <section className={styles.section} aria-label="Preview">
      <Subtitle2 as="h2">Preview</Subtitle2>
      {preview.isPending ? <Spinner size="small" label="Loading the first rows…" /> : null}
      {preview.isError ? (
        <MessageBar intent="warning">
          <MessageBarBody>The preview could not be loaded: {preview.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {preview.data ? (
        <>
          <Caption1>
            The first {shown} of {preview.data.totalRows ?? shown} row
            {preview.data.totalRows === 1 ? '' : 's'}.
          </Caption1>
          <ResultGrid
            label={`Preview of ${title}`}
            columns={preview.data.columns.map((column) => ({
              name: column.friendlyName,
              ...(column.format ? { format: column.format } : {}),
            }))}
            rows={preview.data.rows.slice(0, ITEM_PREVIEW_ROWS)}
            height={240}
          />
        </>
      ) : null}
    </section>
  );
}
