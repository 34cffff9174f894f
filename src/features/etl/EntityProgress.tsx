import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { EtlJob } from '../../api/contract';
import { elapsedMs, formatElapsed } from './jobStatus';
import { JobStatusBadge } from './JobStatusBadge';

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

/** Per entity: status, rows landed, pages read and time taken (ticking while it runs). */
export function EntityProgress({ entities, now }: { entities: EtlJob['entities']; now: number }) {
  const styles = useStyles();
  if (entities.length === 0) return <p>Waiting for the first entity to start…</p>;
  return (
    <ul className={styles.list} aria-label="Progress per entity">
      {entities.map((entity) => (
        <li key={entity.entity} className={styles.item} data-entity={entity.entity}>
          <div className={styles.head}>
            <span className={styles.name}>{entity.entity}</span>
            <JobStatusBadge status={entity.status} />
          </div>
          <Caption1 className={styles.detail}>
            {`${plural(entity.rows, 'row')} · ${plural(entity.pages, 'page')} · ${formatElapsed(
              elapsedMs(entity.started, entity.finished, now),
            )}`}
          </Caption1>
          {entity.message ? <Caption1>{entity.message}</Caption1> : null}
        </li>
      ))}
    </ul>
  );
}
