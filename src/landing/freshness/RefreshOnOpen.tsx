/**
 * Refresh on open: once per opening of the add-in — with the workbook where Office loads it then
 * (shared runtime), else when the task pane opens — the out-of-date tables are refreshed when the add-in setting
 * asks for it, one at a time, with a notice at the start and the end. A table edited by hand asks first.
 */
import { useEffect } from 'react';
import { useOutOfDateTables } from './';
import { useHostStore } from '../../host';
import { readAddinSettings } from '../../host/records';
import { notify, Severity } from '../../notices';
import { selectCurrentInstanceId, useClientState } from '../../store';
import { useBatchLanding, type BatchSummary } from '../useBatchLanding';
import { useTableDesigns } from '../../design/useTableStorage';
import { BatchQuestion } from '../BatchItemStatus';
import { isDesignOutOfDate } from './useOutOfDateDesigns';

/** Once per page load: the add-in opening is the page loading. */
let checkedThisOpening = false;

function summaryText({ done, failed, cancelled }: BatchSummary): string {
  const parts = [`${done} refreshed`];
  if (failed > 0) parts.push(`${failed} failed (see Tables)`);
  if (cancelled > 0) parts.push(`${cancelled} kept as edited`);
  return `Out-of-date tables on open: ${parts.join(', ')}.`;
}

export default function RefreshOnOpen() {
  const ready = useHostStore((state) => state.status === 'ready');
  const instanceId = useClientState(selectCurrentInstanceId);
  const designs = useTableDesigns();
  const { tables } = useOutOfDateTables();
  const batch = useBatchLanding();
  const { run } = batch;

  useEffect(() => {
    if (checkedThisOpening || !ready || instanceId === null || !designs.data || tables === null) return;
    checkedThisOpening = true;
    if (!readAddinSettings().refreshOnOpen) return;
    const names = new Set(tables.map((record) => record.tableName));
    const stale = designs.data.filter((design) => isDesignOutOfDate(design, names));
    if (stale.length === 0) return;
    notify({
      text: `Refreshing ${stale.length} out-of-date table${stale.length === 1 ? '' : 's'}…`,
      severity: Severity.Valid,
    });
    void run(stale).then((summary) =>
      notify({
        text: summaryText(summary),
        severity: summary.failed > 0 ? Severity.Warning : Severity.Valid,
      }),
    );
  }, [ready, instanceId, designs.data, tables, run]);

  // Mounted only while its refresh runs: this sits in every screen's frame, and a mounted dialog, even closed, puts
  // focusable guards around the page that axe reports (aria-hidden-focus).
  return batch.running ? <BatchQuestion items={batch.items} /> : null;
}
