import type { LatestBuild } from './buildFiles';
import { systemClock, type Clock, type TimerHandle } from './clock';

/**
 * How often a visible app asks for builds/latest.json. A deploy reaches an open pane within this time (or at once
 * when the pane becomes visible again); each check is one small uncached request.
 */
export const VERSION_POLL_INTERVAL_MS = 5 * 60 * 1000;

/** The part of `document` the poller needs: whether the page is visible, and when that changes. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface VersionPollerOptions {
  /** The build this page runs. */
  currentBuildId: string;
  /** The latest build, or undefined when it cannot be known right now; never rejects. */
  fetchLatest: () => Promise<LatestBuild | undefined>;
  /** Called once, with the first build found that is not the running one; polling then stops. */
  onNewBuild: (latest: LatestBuild) => void;
  visibility?: VisibilitySource;
  clock?: Clock;
  intervalMs?: number;
}

/**
 * Polls for a new build: once at start, then every interval while the page is visible. A hidden page (another
 * workbook, a minimised Excel) does not poll; it checks once when it becomes visible again. Returns `stop`.
 */
export function startVersionPoller({
  currentBuildId,
  fetchLatest,
  onNewBuild,
  visibility = document,
  clock = systemClock,
  intervalMs = VERSION_POLL_INTERVAL_MS,
}: VersionPollerOptions): () => void {
  let timer: TimerHandle | undefined;
  let checking = false;
  let stopped = false;

  const cancelTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const isVisible = () => visibility.visibilityState === 'visible';

  const stop = () => {
    stopped = true;
    cancelTimer();
    visibility.removeEventListener('visibilitychange', onVisibilityChange);
  };

  const scheduleNext = () => {
    cancelTimer();
    if (!stopped && isVisible()) timer = clock.setTimeout(() => void check(), intervalMs);
  };

  async function check(): Promise<void> {
    // A check already under way schedules the next one itself.
    if (stopped || checking) return;
    checking = true;
    cancelTimer();
    const latest = await fetchLatest().catch(() => undefined);
    checking = false;
    if (stopped) return;
    if (latest && latest.id !== currentBuildId) {
      stop();
      onNewBuild(latest);
      return;
    }
    scheduleNext();
  }

  function onVisibilityChange() {
    if (isVisible()) void check();
    else cancelTimer();
  }

  visibility.addEventListener('visibilitychange', onVisibilityChange);
  if (isVisible()) void check();
  return stop;
}
