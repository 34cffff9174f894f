import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { EtlJob } from '@wharf/contract';
import { clientDWSchemaQueryOptions } from '../../api/queryOptions/warehouse';
import { AppLink } from '../../components/AppLink';
import { useScopeNames } from '../../components/useScopeNames';
import { selectCurrentInstanceId, useClientState } from '../../store';
import { LANDED_TABLES_HREF } from '../../routes/hrefs';
import { timeAgo } from './relativeTime';
import { landedData, useRecentJobs } from './useOnboardingProgress';
import { countOf } from '../../format/words';

/** How many landed tables Home lists. */
const SHOWN = 6;

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
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface LandedTable {
  entity: string;
  connectionName: string;
  rows: number;
  landedAt: string;
}

/** The tables the latest imports landed, newest first, each once: what it is, how many rows, how fresh. */
export function recentlyLanded(jobs: readonly EtlJob[]): LandedTable[] {
  const seen = new Set<string>();
  const tables: LandedTable[] = [];
  for (const job of jobs) {
    if (!landedData(job) || !job.finished) continue;
    for (const [entity, rows] of Object.entries(job.counts)) {
      const key = `${job.connectionId}:${entity}`;
      if (seen.has(key)) continue;
      seen.add(key);
      tables.push({ entity, connectionName: job.connectionName, rows, landedAt: job.finished });
    }
  }
  return tables.slice(0, SHOWN);
}

/** What an import's count is keyed by, as a person names it: the warehouse table's name, else the source's scope. */
function useLandedNames(): (entity: string) => string {
  const instanceId = useClientState(selectCurrentInstanceId);
  const catalogue = useQuery(clientDWSchemaQueryOptions(instanceId)).data;
  const scopeNames = useScopeNames();
  return (entity) =>
    catalogue?.tables.find((table) => table.tableName === entity)?.friendlyName ??
    scopeNames([entity])[0] ??
    entity;
}

export function RecentlyLanded() {
  const styles = useStyles();
  const headingId = useId();
  const nameOf = useLandedNames();
  const tables = recentlyLanded(useRecentJobs().jobs);
  if (tables.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        Landed recently
      </Subtitle2>
      <ul className={styles.list}>
        {tables.map((table) => (
          <li key={`${table.connectionName}:${table.entity}`} className={styles.item}>
            <span>{nameOf(table.entity)}</span>
            <span className={styles.detail}>
              {countOf(table.rows, 'row')} · {table.connectionName} · landed {timeAgo(table.landedAt)}
            </span>
          </li>
        ))}
      </ul>
      <AppLink to={LANDED_TABLES_HREF}>All landed tables</AppLink>
    </section>
  );
}
