import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons/svg/copy';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { OpenRegular } from '@fluentui/react-icons/svg/open';
import { TableArrowUpRegular } from '@fluentui/react-icons/svg/table-arrow-up';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { LibraryItem, TableQuery } from '@wharf/contract';
import { AppLink } from '../../components/AppLink';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { useHostStore } from '../../host';
import { PeriodsMeant } from '../../components/PeriodsMeant';
import { QueryPreview } from '../../landing/preview/QueryPreview';
import { usePreviewRows } from '../../landing/preview/usePreviewRows';
import { FavoriteButton } from './FavoriteButton';
import { useLibraryItem } from './hooks/useLibrary';
import { LIBRARY_LIST_HREF, libraryItemInDesignerHref, libraryUpdateHref } from './hrefs';
import { ItemDetails } from './ItemDetails';
import { queryOf } from '../../design/plainWords';
import { fromLibraryItem } from '../../design/storage/libraryDefinition';
import { RemoveItemDialog } from './RemoveItemDialog';

// Its code (the landing pipeline, the grid) loads with an item that can land, not with the library.
const QueryLander = lazy(() => import('../../landing/QueryLander'));

/** The item's first rows, in the result grid. */
function ItemPreview({ title, query }: { title: string; query: TableQuery }) {
  const preview = usePreviewRows(query);
  return (
    <>
      <QueryPreview preview={preview} label={`Preview of ${title}`} layout="grid" />
      <PeriodsMeant periods={preview.data?.periods} />
    </>
  );
}

const useStyles = makeStyles({
  heading: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  title: { overflowWrap: 'anywhere', flexGrow: 1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function ItemActions({ item, query }: { item: LibraryItem; query: TableQuery | null }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const mode = useHostStore((state) => state.mode);
  const design = fromLibraryItem(item);
  const [removing, setRemoving] = useState(false);
  const others = (
    <>
      {query ? (
        <Button
          icon={<OpenRegular />}
          onClick={() => void navigate(libraryItemInDesignerHref(item.id, 'OVERVIEW'))}
        >
          Open in the table designer
        </Button>
      ) : null}
      <Button
        icon={item.mine ? <EditRegular /> : <CopyRegular />}
        onClick={() => void navigate(libraryUpdateHref(item.id))}
      >
        {item.mine ? 'Edit' : 'Save a copy'}
      </Button>
      {item.mine ? (
        <RemoveItemDialog itemId={item.id} title={item.title} open={removing} setOpen={setRemoving} />
      ) : null}
    </>
  );
  // In a browser tab the item lands here, in the same grid the designer lands into.
  if (query && mode === 'browser') {
    return (
      <div role="group" aria-label="Actions">
        <Suspense fallback={<div className={styles.actions}>{others}</div>}>
          <QueryLander
            name={item.title}
            query={query}
            design={design}
            landLabel="Land in the browser grid"
            actions={others}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={styles.actions} role="group" aria-label="Actions">
      {query ? (
        // In Excel the item becomes a design of the workbook first: it lands from the designer's UPDATE panel.
        <Button
          appearance="primary"
          icon={<TableArrowUpRegular />}
          onClick={() => void navigate(libraryItemInDesignerHref(item.id, 'UPDATE'))}
        >
          Land in Excel
        </Button>
      ) : null}
      {others}
    </div>
  );
}

function LibraryItemView({ itemId }: { itemId: number }) {
  const styles = useStyles();
  const { library, item, missing } = useLibraryItem(itemId);
  if (library.isPending) return <Spinner size="small" label="Opening the library item…" />;
  if (library.isError || missing || !item) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          This library item is not in the library of this instance: it may have been removed, or be someone
          else&apos;s private item. <AppLink to={LIBRARY_LIST_HREF}>Back to the library</AppLink>
        </MessageBarBody>
      </MessageBar>
    );
  }
  const topicName = library.data.topics.find((topic) => topic.id === item.topicId)?.name ?? null;
  const query = queryOf(item.definition);
  return (
    <>
      <div className={styles.heading}>
        <Subtitle1 as="h2" className={styles.title}>
          {item.title}
        </Subtitle1>
        <FavoriteButton item={item} />
      </div>
      <ItemActions item={item} query={query} />
      <ItemDetails item={item} topicName={topicName} />
      {query ? <ItemPreview title={item.title} query={query} /> : null}
      <AppLink to={LIBRARY_LIST_HREF}>Back to the library</AppLink>
    </>
  );
}

export default function LibraryItemScreen() {
  const { id } = useParams();
  return (
    <Screen description="One library item: what it holds, its first rows, and where to land it.">
      <RequireInstance>
        <LibraryItemView key={id} itemId={Number(id)} />
      </RequireInstance>
    </Screen>
  );
}
