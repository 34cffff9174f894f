/**
 * What a finished import comes to, in plain words: the rows it landed; for a cancelled or failed run, what was kept
 * (entities that had finished landing) and what was discarded (rows read by the entity it stopped in, which never
 * reached the warehouse).
 */
import { LANDED_JOB_STATUSES, type EtlJob } from '@wharf/contract';
import { entityName } from './importText';
import { isActive, rowsKeptAndDiscarded, rowsText } from './jobStatus';

const LANDED = new Set<EtlJob['status']>(LANDED_JOB_STATUSES);

const entitiesText = (count: number): string =>
  `${count.toLocaleString()} ${count === 1 ? 'entity' : 'entities'}`;

const listText = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/** The lines under a finished import's facts; none while it runs (its progress says it). */
export function importSummary(
  job: Pick<EtlJob, 'status' | 'entities' | 'counts'>,
  names: ReadonlyMap<string, string>,
  elapsed: string,
): string[] {
  if (isActive(job.status)) return [];
  const { kept, discarded, discardedFrom } = rowsKeptAndDiscarded(job);
  const landedEntities = job.entities.length
    ? job.entities.filter((entity) => LANDED.has(entity.status)).length
    : Object.keys(job.counts).length;
  if (job.status !== 'cancelled' && job.status !== 'error') {
    return [`${rowsText(kept)} landed from ${entitiesText(landedEntities)} in ${elapsed}.`];
  }
  const stopped = job.status === 'cancelled' ? 'the cancel' : 'the failure';
  const keptLine =
    kept === 0 && landedEntities === 0
      ? `Kept: nothing. No entity had finished landing before ${stopped}.`
      : `Kept: ${rowsText(kept)} from ${entitiesText(landedEntities)} that finished landing before ${stopped}.`;
  const discardedLine =
    discarded === 0
      ? 'Discarded: nothing.'
      : `Discarded: ${rowsText(discarded)} read from ${listText(
          discardedFrom.map((key) => entityName(key, names)),
        )}, which never reached the warehouse.`;
  return [keptLine, discardedLine];
}
