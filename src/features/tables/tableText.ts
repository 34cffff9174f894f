/** How the table screens word a design's refresh. */
import type { LastRefresh } from '../../design/model';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : when.format(date);
}

export function lastRefreshText(lastRefresh: LastRefresh | null): string {
  if (!lastRefresh) return 'Not refreshed yet.';
  const rows = lastRefresh.rowCount.toLocaleString();
  return `Last refreshed ${formatWhen(lastRefresh.at)}: ${rows} row${lastRefresh.rowCount === 1 ? '' : 's'}.`;
}
