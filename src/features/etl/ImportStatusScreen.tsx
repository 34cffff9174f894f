import { Body1, Button, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons/svg/dismiss-circle';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { FactList } from '../../components/FactList';
import { LinkList } from '../../components/LinkList';
import { RequireInstance } from '../../components/RequireInstance';
import { Screen } from '../../components/Screen';
import { EntityProgress } from './EntityProgress';
import { splitRetries } from './importText';
import { JobMessages } from './JobMessages';
import { importSummary } from './importSummary';
import {
  elapsedMs,
  expectedRows,
  formatDateTime,
  formatElapsed,
  isActive,
  jobRows,
  progressText,
  rowsKeptAndDiscarded,
} from './jobStatus';
import { JobStatusBadge } from './JobStatusBadge';
import { useCancelImport, useEntityNames, useImportJob, useNow } from './useImports';
import {
  IMPORT_HISTORY_HREF,
  IMPORT_JOB_PARAM,
  LANDED_TABLES_HREF,
  NEW_TABLE_DESIGN_HREF,
  importStartHref,
} from '../../routes/hrefs';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  heading: { margin: 0, overflowWrap: 'anywhere' },
});

function ImportStatus({ jobId }: { jobId: number | null }) {
  const styles = useStyles();
  const { job, isPending } = useImportJob(jobId);
  const cancel = useCancelImport();
  const active = job ? isActive(job.status) : false;
  const now = useNow(active);
  const names = useEntityNames();
  if (isPending) return <Spinner label="Loading the import…" />;
  if (!job) {
    return (
      <p>
        No import has run yet. <AppLink to={importStartHref()}>Start an import</AppLink>.
      </p>
    );
  }
  const { notices, retries } = splitRetries(job.messages);
  const summary = importSummary(job, names, formatElapsed(elapsedMs(job.started, job.finished, now)));
  const { kept } = rowsKeptAndDiscarded(job);
  return (
    <>
      <div className={styles.head} role="status" aria-live="polite">
        <Subtitle2 as="h2" className={styles.heading}>
          {`${job.connectionName} import · ${formatDateTime(job.created)}`}
        </Subtitle2>
        <JobStatusBadge status={job.status} />
      </div>
      <FactList
        facts={[
          ['Mode', job.mode === 'full' ? 'Full' : 'Incremental'],
          // Not the time it was asked for (the heading's): a start time that later moved made a newcomer wonder.
          ['Started', job.started ? formatDateTime(job.started) : 'Not yet'],
          ...(job.finished ? ([['Finished', formatDateTime(job.finished)]] as const) : []),
          ['Elapsed', formatElapsed(elapsedMs(job.started, job.finished, now))],
          active
            ? ['Rows read so far', progressText(jobRows(job), expectedRows(job))]
            : ['Rows landed', kept.toLocaleString()],
        ]}
      />
      {summary.map((line) => (
        <Body1 key={line} block>
          {line}
        </Body1>
      ))}
      {active ? (
        <div>
          <Button
            icon={<DismissCircleRegular />}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate({ jobId: job.id })}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel the import'}
          </Button>
        </div>
      ) : null}
      <EntityProgress job={job} now={now} names={names} retries={retries} />
      <JobMessages messages={notices} />
      {active ? null : (
        <LinkList
          label="Next"
          items={[
            // What the data is for: a first import's next step is the first table (Home's checklist, docs/etl.md).
            ...(kept > 0 ? [{ to: NEW_TABLE_DESIGN_HREF, text: 'Design a table from it' }] : []),
            { to: LANDED_TABLES_HREF, text: 'See the landed tables' },
            { to: IMPORT_HISTORY_HREF, text: 'All past imports' },
            { to: importStartHref(), text: 'Start another import' },
          ]}
        />
      )}
    </>
  );
}

export default function ImportStatusScreen() {
  const [params] = useSearchParams();
  const jobId = Number(params.get(IMPORT_JOB_PARAM)) || null;
  return (
    <Screen description="Follow the import, entity by entity.">
      <RequireInstance>
        <ImportStatus jobId={jobId} />
      </RequireInstance>
    </Screen>
  );
}
