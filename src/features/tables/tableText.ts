/** How the table screens word a design's refresh. */
import type { LastRefresh } from '../../design/tableDesign';
import { countOf, momentText } from '../../format/words';

export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : momentText(date);
}

export function lastRefreshText(lastRefresh: LastRefresh | null): string {
  if (!lastRefresh) return 'Not refreshed yet.';
  return `Last refreshed ${formatWhen(lastRefresh.at)}: ${countOf(lastRefresh.rowCount, 'row')}.`;
}
