import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { EtlJob } from '@wharf/contract';
import { entityName, retryText, type RetryNote } from './importText';
import { elapsedMs, formatElapsed, isActive, progressText } from './jobStatus';
import { JobStatusBadge } from './JobStatusBadge';
import { localizeMessage } from './importText';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  detail: { color: tokens.colorNeutralForeground2 },
});

const plural = (count: number, word: string): string =>
  `${count.toLocaleString()} ${word}${count === 1 ? '' : 's'}`;

interface EntityProgressProps {
  job: Pick<EtlJob, 'status' | 'entities' | 'counts'>;
  now: number;
  /** Entity key → the name its source system gives it. */
  names: ReadonlyMap<string, string>;
  /** Calls retried per entity (by its name): a quiet note, not a notice. */
  retries: readonly RetryNote[];
}

/** Per entity: status, rows landed, pages read, time taken (ticking while it runs) and any rate-limit waits. */
export function EntityProgress({ job, now, names, retries }: EntityProgressProps) {
  const styles = useStyles();
  const { entities } = job;
  if (entities.length === 0) {
    if (isActive(job.status)) return <p>Waiting for the first entity to start…</p>;
    // A job run before progress was kept per entity: its counts are all there is.
    const counts = Object.entries(job.counts);
    if (counts.length === 0) return <p>No entity was imported.</p>;
    return (
      <ul className={styles.list} aria-label="Rows landed per entity">
        {counts.map(([key, rows]) => (
          <li key={key} className={styles.item}>
            <span className={styles.name}>{entityName(key, names)}</span>
            <Caption1 className={styles.detail}>{`${plural(rows, 'row')} landed`}</Caption1>
          </li>
        ))}
      </ul>
    );
  }
  const shownNames = entities.map((entity) => entityName(entity.entity, names));
  const unmatched = retries.filter((note) => !shownNames.includes(note.entity));
  return (
    <>
      <ul className={styles.list} aria-label="Progress per entity">
        {entities.map((entity, index) => {
          const name = shownNames[index] ?? entity.entity;
          const note = retries.find((candidate) => candidate.entity === name);
          return (
            <li key={entity.entity} className={styles.item} data-entity={entity.entity}>
              <div className={styles.head}>
                <span className={styles.name}>{name}</span>
                <JobStatusBadge status={entity.status} />
              </div>
              <Caption1 className={styles.detail}>
                {`${
                  entity.status === 'running'
                    ? progressText(entity.rows, entity.lastFullRows)
                    : plural(entity.rows, 'row')
                } · ${plural(entity.pages, 'page')} · ${formatElapsed(
                  elapsedMs(entity.started, entity.finished, now),
                )}`}
              </Caption1>
              {note ? <Caption1 className={styles.detail}>{retryText(note)}</Caption1> : null}
              {entity.message ? <Caption1>{localizeMessage(entity.message)}</Caption1> : null}
            </li>
          );
        })}
      </ul>
      {unmatched.map((note) => (
        <Caption1 key={note.entity} block className={styles.detail}>
          {`${note.entity}: ${retryText(note)}`}
        </Caption1>
      ))}
    </>
  );
}
