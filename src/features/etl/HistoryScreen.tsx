import {
  Caption1,
  Card,
  Field,
  makeStyles,
  Select,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { AppLink } from '../../components/AppLink';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { ALL_HISTORY, filterHistory, historyConnections, type HistoryFilter } from './history';
import { JobMessages } from './JobMessages';
import {
  elapsedMs,
  formatDateTime,
  formatElapsed,
  JOB_STATUS_LOOK,
  JOB_STATUSES,
  jobRows,
} from './jobStatus';
import { JobStatusBadge } from './JobStatusBadge';
import { ScheduledRuns } from './ScheduledRuns';
import { useImportHistory } from './useImports';
import { importStatusHref } from '../../routes/hrefs';
import { countOf } from '../../format/words';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  filter: { flexGrow: 1, minWidth: '130px' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: { listStyleType: 'none' },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '8px',
  },
  title: { margin: 0, overflowWrap: 'anywhere' },
  detail: { color: tokens.colorNeutralForeground2 },
});

function History() {
  const styles = useStyles();
  const { jobs, isPending } = useImportHistory();
  const [filter, setFilter] = useState<HistoryFilter>(ALL_HISTORY);
  if (isPending) return <Spinner label="Loading past imports…" />;
  const rows = filterHistory(jobs, filter);
  return (
    <>
      <div className={styles.filters}>
        <Field label="Status" className={styles.filter}>
          <Select
            value={filter.status}
            onChange={(_, data) =>
              setFilter({ ...filter, status: JOB_STATUSES.find((s) => s === data.value) ?? 'all' })
            }
          >
            <option value="all">All statuses</option>
            {JOB_STATUSES.map((status) => (
              <option key={status} value={status}>
                {JOB_STATUS_LOOK[status].label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Connection" className={styles.filter}>
          <Select
            value={String(filter.connectionId)}
            onChange={(_, data) =>
              setFilter({ ...filter, connectionId: data.value === 'all' ? 'all' : Number(data.value) })
            }
          >
            <option value="all">All connections</option>
            {historyConnections(jobs).map((connection) => (
              <option key={connection.id} value={connection.id}>
                {connection.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Order" className={styles.filter}>
          <Select
            value={filter.order}
            onChange={(_, data) =>
              setFilter({ ...filter, order: data.value === 'oldest' ? 'oldest' : 'newest' })
            }
          >
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </Select>
        </Field>
      </div>
      <p role="status">{`${rows.length} of ${jobs.length} imports`}</p>
      <ul className={styles.list} aria-label="Past imports">
        {rows.map((job) => (
          <li key={job.id} className={styles.item}>
            <Card size="small">
              <div className={styles.head}>
                <Subtitle2 as="h2" className={styles.title}>
                  <AppLink to={importStatusHref(job.id)}>{`${job.connectionName} · ${formatDateTime(
                    job.started ?? job.created,
                  )}`}</AppLink>
                </Subtitle2>
                <JobStatusBadge status={job.status} />
              </div>
              <Caption1 className={styles.detail}>
                {`${job.mode === 'full' ? 'Full' : 'Incremental'} · ${countOf(jobRows(job), 'row')} · took ${formatElapsed(
                  elapsedMs(
                    job.started,
                    job.finished,
                    Date.parse(job.finished ?? job.started ?? job.created),
                  ),
                )}${job.requestedBy ? ` · by ${job.requestedBy}` : ''}`}
              </Caption1>
              <JobMessages messages={job.messages} />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function HistoryScreen() {
  return (
    <Screen description="Past imports with their duration, rows, status and messages.">
      <RequireInstance>
        <ScheduledRuns />
        <History />
      </RequireInstance>
    </Screen>
  );
}
