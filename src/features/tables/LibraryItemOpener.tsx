import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { noticeTextFor } from '../../api';
import { userLibraryQueryOptions } from '../../api/queryOptions/library';
import { AppLink } from '../../components/AppLink';
import { useHostStore } from '../../host';
import { selectCurrentInstanceId, useClientState } from '../../store';
import { isPanelTab } from './designer/steps';
import { TABLE_LIST_HREF, tableDesignHref } from './hrefs';
import { designIdForLibraryItem } from '../../design/storage/libraryAdoption';

interface LibraryItemOpenerProps {
  itemId: number;
  /** The designer's panel to open on (UPDATE to land it). */
  tab: string | null;
}

/** /table/new?library={id}: opens a library item in the designer, in Excel as a design of the workbook. */
export function LibraryItemOpener({ itemId, tab }: LibraryItemOpenerProps) {
  const navigate = useNavigate();
  const instanceId = useClientState(selectCurrentInstanceId);
  const hostReady = useHostStore((state) => state.status === 'ready');
  const mode = useHostStore((state) => state.mode);
  const library = useQuery({ ...userLibraryQueryOptions(instanceId), enabled: instanceId !== null });
  const [problem, setProblem] = useState<string | null>(null);
  const item = library.data?.items.find((candidate) => candidate.id === itemId);

  useEffect(() => {
    if (!hostReady || !item) return;
    let current = true;
    designIdForLibraryItem(item, mode).then(
      (designId) => {
        if (!current) return;
        if (designId === null) setProblem('This library item holds no table design to open.');
        else void navigate(tableDesignHref(designId, isPanelTab(tab) ? tab : undefined), { replace: true });
      },
      (error: unknown) => {
        if (current) setProblem(noticeTextFor(error));
      },
    );
    return () => {
      current = false;
    };
  }, [hostReady, item, mode, navigate, tab]);

  if (problem || (library.isSuccess && !item) || library.isError) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          {problem ?? `Library item ${itemId} is not in the library of this instance.`}{' '}
          <AppLink to={TABLE_LIST_HREF}>Back to the tables</AppLink>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return <Spinner size="small" label="Opening the library item…" />;
}
