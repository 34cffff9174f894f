import { Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons/svg/arrow-sync';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { InstanceConnection } from '@wharf/contract';
import { sourceSystemsQueryOptions } from '../../api/queryOptions/connections';
import { importStartMutation } from '../../api/queryOptions/etl';
import { useApiMutation } from '../../api/queries';
import { AppLink } from '../../components/AppLink';
import { importStatusHref } from '../../routes/hrefs';
import { selectCurrentInstanceId, useClientState } from '../../store';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground2 },
});

interface FullResyncProps {
  tableName: string;
  /** The connections whose rows the table holds. */
  connections: readonly InstanceConnection[];
}

/** One connection's re-sync button and what came of pressing it. */
function ResyncButton({ connection, tableName }: { connection: InstanceConnection; tableName: string }) {
  const start = useApiMutation(importStartMutation);
  const job = start.data?.job;
  return (
    <div>
      <Button
        icon={<ArrowSyncRegular />}
        disabled={start.isPending}
        onClick={() => start.mutate({ connectionId: connection.id, mode: 'full', scopes: [tableName] })}
      >
        {`Full re-sync from ${connection.name}`}
      </Button>
      {job ? (
        <p role="status">
          {start.data?.alreadyRunning
            ? 'An import of this connection is already running; re-sync once it has finished. '
            : 'Full re-sync queued. '}
          <AppLink to={importStatusHref(job.id)}>Follow it on Import status</AppLink>
        </p>
      ) : null}
      {start.error ? <p role="alert">{start.error.message}</p> : null}
    </div>
  );
}

/**
 * Cin7 Omni reports no deleted records, so an incremental import never removes any: a full re-sync of one table
 * reloads its entity from each feeding connection and removes what the source no longer has, swapped in at once.
 */
export function FullResync({ tableName, connections }: FullResyncProps) {
  const styles = useStyles();
  const headingId = useId();
  const instanceId = useClientState(selectCurrentInstanceId);
  const sources = useQuery(sourceSystemsQueryOptions(instanceId));
  const landsTable = new Set(
    (sources.data?.sourceSystems ?? [])
      .filter((source) => source.scopes.some((scope) => scope.tables.includes(tableName)))
      .map((source) => source.id),
  );
  const resyncable = connections.filter((connection) => landsTable.has(connection.sourceSystem.id));
  if (resyncable.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        Full re-sync
      </Subtitle2>
      <Caption1 className={styles.note}>
        The source does not report deleted records. A full re-sync loads this table again from the source and
        removes the records it no longer has; the current rows stay until the new ones are in.
      </Caption1>
      <div className={styles.buttons}>
        {resyncable.map((connection) => (
          <ResyncButton key={connection.id} connection={connection} tableName={tableName} />
        ))}
      </div>
    </section>
  );
}
