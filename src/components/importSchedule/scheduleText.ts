/** How the schedule screens word a schedule, its runs and the source's call budget. */
import type { ConnectionSchedule, ScheduleFrequency } from '@wharf/contract';
import { countText, momentText, zoneText } from '../../format/words';

export const FREQUENCY_LABELS: Readonly<Record<ScheduleFrequency, string>> = {
  every15Minutes: 'Every 15 minutes',
  hourly: 'Hourly',
  daily: 'Daily',
};

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : momentText(date);
}

/** "Daily at 06:00 (Auckland (GMT+13:00))", "Hourly", "Off", with "(paused)" when disabled. */
export function scheduleSummary(view: ConnectionSchedule, timeZone: string): string {
  const { schedule } = view;
  if (!schedule) return 'Off';
  const base =
    schedule.frequency === 'daily' && schedule.dailyTime
      ? `Daily at ${schedule.dailyTime} (${zoneText(timeZone)})`
      : FREQUENCY_LABELS[schedule.frequency];
  return schedule.enabled ? base : `${base} (paused)`;
}

export function nextRunText(view: ConnectionSchedule): string {
  if (!view.schedule) return 'Not scheduled';
  return view.nextRun ? when(view.nextRun) : 'Paused';
}

const STATUS_WORDS: Readonly<Record<string, string>> = {
  pending: 'waiting to start',
  running: 'running',
  cancelled: 'cancelled',
  success: 'succeeded',
  warning: 'finished with warnings',
  info: 'nothing new',
  error: 'failed',
};

/** The last time the schedule came due and what it did. */
export function lastRunText(view: ConnectionSchedule): string {
  const last = view.lastRun;
  if (!last) return 'Not yet';
  if (last.outcome) return `${when(last.at)} — ${last.outcome}`;
  return last.status ? `${when(last.at)} (${STATUS_WORDS[last.status] ?? last.status})` : when(last.at);
}

/** "120 of 5,000 Cin7 Omni calls used today", with the schedule's expected calls when it has one. */
export function budgetText(view: ConnectionSchedule): string {
  const { budget } = view;
  const used = countText(budget.usedToday);
  const today =
    budget.dailyLimit === null
      ? `${used} ${budget.sourceName} calls used today`
      : `${used} of ${countText(budget.dailyLimit)} ${budget.sourceName} calls used today`;
  return budget.expectedPerDay === null
    ? today
    : `${today}; this schedule expects about ${countText(budget.expectedPerDay)} a day`;
}

/**
 * What the schedule will cost a day, made up: "About 1,200 Cin7 Omni calls a day: 12 a run × 96 runs, 24 to check
 * for deletes, and 40 once for the first full load", or null without a schedule.
 */
export function planText(view: ConnectionSchedule): string | null {
  const { budget } = view;
  const plan = budget.plan;
  if (!plan || budget.expectedPerDay === null) return null;
  const count = countText;
  const runs = `${count(plan.perRun)} a run × ${count(plan.runsPerDay)} run${plan.runsPerDay === 1 ? '' : 's'}`;
  const first = plan.firstLoad > 0 ? `, and ${count(plan.firstLoad)} once for the first full load` : '';
  const limit =
    budget.dailyLimit === null ? '' : ` (${budget.sourceName} allows ${count(budget.dailyLimit)})`;
  return (
    `About ${count(budget.expectedPerDay)} ${budget.sourceName} calls a day${limit}: ${runs}, ` +
    `${count(plan.sweepsPerDay)} to check for deletes${first}`
  );
}
