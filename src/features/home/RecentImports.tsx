import { Badge, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { EtlJob } from '@wharf/contract';
import { AppLink } from '../../components/AppLink';
import { IMPORT_HISTORY_HREF, importStartHref, importStatusHref } from '../../routes/hrefs';
import { timeAgo } from './relativeTime';
import { RECENT_JOBS, useRecentJobs } from './useOnboardingProgress';
import { JOB_STATUS_WORDS } from '../../components/jobStatusWords';

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  item: {
    listStyleType: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  when: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const STATUS_COLOR: Readonly<Record<EtlJob['status'], 'success' | 'warning' | 'danger' | 'informative'>> = {
  pending: 'informative',
  running: 'informative',
  cancelled: 'warning',
  success: 'success',
  warning: 'warning',
  info: 'informative',
  error: 'danger',
};

/** The instance's last imports: which connection, how it went, when; each opens its progress. */
export function RecentImports() {
  const styles = useStyles();
  const headingId = useId();
  const recent = useRecentJobs();
  const jobs = recent.jobs.slice(0, RECENT_JOBS);
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Last imports
      </Subtitle2>
      {recent.isError ? <p>The imports could not be loaded.</p> : null}
      {!recent.isPending && !recent.isError && jobs.length === 0 ? (
        <p>
          No import yet. <AppLink to={importStartHref()}>Start the first one</AppLink>.
        </p>
      ) : null}
      <ul className={styles.list}>
        {jobs.map((job) => (
          <li key={job.id} className={styles.item}>
            <AppLink to={importStatusHref(job.id)}>{job.connectionName}</AppLink>
            <span>
              <Badge appearance="tint" color={STATUS_COLOR[job.status]}>
                {JOB_STATUS_WORDS[job.status]}
              </Badge>{' '}
              <span className={styles.when}>{timeAgo(job.finished ?? job.started ?? job.created)}</span>
            </span>
          </li>
        ))}
      </ul>
      {jobs.length > 0 ? <AppLink to={IMPORT_HISTORY_HREF}>All imports</AppLink> : null}
    </section>
  );
}
