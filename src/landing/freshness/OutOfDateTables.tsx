/**
 * /table's freshness block: the designs whose landed tables are out of date, and "Refresh all out of
 * date", which refreshes just those, one at a time, with each table's progress and result.
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useId, useState } from 'react';
import { outOfDateSummary, REFRESH_ALL_OUT_OF_DATE } from './';
import type { TableDesign } from '../../design/tableDesign';
import { useBatchLanding } from '../useBatchLanding';
import { useTableDesigns } from '../../design/useTableStorage';
import { BatchItemStatus, BatchQuestion } from '../BatchItemStatus';
import { isDesignOutOfDate, useOutOfDateTableNames } from './useOutOfDateDesigns';

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: { listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const nameOf = (design: TableDesign) => design.name || `Table design ${design.id ?? ''}`;

export function OutOfDateTables() {
  const styles = useStyles();
  const headingId = useId();
  const designs = useTableDesigns();
  const outOfDate = useOutOfDateTableNames();
  const batch = useBatchLanding();
  // The tables of the last run stay listed with their results after they are no longer out of date.
  const [refreshed, setRefreshed] = useState<readonly TableDesign[]>([]);
  const stale = (designs.data ?? []).filter((design) => isDesignOutOfDate(design, outOfDate));
  const shown = batch.running || stale.length === 0 ? refreshed : stale;
  if (shown.length === 0) return null;

  const refreshAll = () => {
    setRefreshed(stale);
    void batch.run(stale);
  };
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Out of date
      </Subtitle2>
      {stale.length > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>{outOfDateSummary(stale.map(nameOf))}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ul className={styles.list} aria-label="Out-of-date tables">
        {shown.map((design) => (
          <li key={design.id} className={styles.item} aria-live="polite">
            {nameOf(design)}
            <BatchItemStatus state={batch.items[design.id ?? 0]} />
          </li>
        ))}
      </ul>
      <BatchQuestion items={batch.items} />
      <div>
        <Button
          appearance="primary"
          icon={<ArrowClockwiseRegular />}
          disabled={batch.running || stale.length === 0}
          onClick={refreshAll}
        >
          {batch.running ? 'Refreshing…' : REFRESH_ALL_OUT_OF_DATE}
        </Button>
      </div>
    </section>
  );
}
