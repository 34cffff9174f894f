/**
 * The one rate limiter of every connector: sliding windows of a second and a minute plus a day's count, kept for
 * one source account. The shared budget keeps them in the database so every process on that account shares it
 * (migration 0017): the account's row in app.source_budgets is locked FOR UPDATE while one call is counted, the
 * calls of the last minute are rows of app.source_calls, and the day's count sits on the locked row. Times come
 * from the database's clock, so processes on machines whose clocks differ still agree. Where no shared budget is
 * given, processCallBudget keeps the same windows in this process only.
 */
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.ts';
import type { Sleep } from './sleep.ts';
import { SourceError } from './sourceError.ts';

export interface RateLimits {
  perSecond: number;
  perMinute: number;
  perDay: number;
}

/** Something that waits until one more call to the source fits its limits, and counts it. */
export interface CallBudget {
  take(signal?: AbortSignal): Promise<void>;
}

/** The budgets of every account, and what each has spent today. */
export interface BudgetStore {
  /** `sourceName` names the source in the message that the day's calls are used up. */
  budget(account: string, limits: RateLimits, sourceName: string): CallBudget;
  usedToday(accounts: readonly string[]): Promise<Map<string, number>>;
}

/**
 * A call is counted when it is sent, but the source counts it when it arrives: the windows are widened by these
 * margins so two calls counted just over a second apart cannot arrive inside one second. The second's margin also
 * covers a process that stalls between counting a call and sending it (an embedded database's synchronous work on the
 * same event loop, a busy machine): 150 ms let one call in a few land in the same second as three others, and 1.5 s
 * still let one in CI's two-worker test (a 2-core machine running the whole suite). Three calls in two seconds is
 * still faster than the minute's limit allows on average (60 a minute), so long imports, which that limit binds,
 * lose nothing; a short one (under 60 calls) runs at 1.5 calls a second instead of 2.
 */
export const SECOND_WINDOW_MS = 2_000;
const MINUTE_WINDOW_MS = 61_000;

/** The budget's key for an API user of a source: opaque, so the table never holds a username. */
export function sourceAccount(sourceCode: string, baseUrl: string, username: string): string {
  const digest = createHash('sha256')
    .update(`${baseUrl.replace(/\/+$/, '')}\n${username}`)
    .digest('hex');
  return `${sourceCode}:${digest.slice(0, 32)}`;
}

export function dailyLimitMessage(sourceName: string, perDay: number): string {
  return `The daily limit of ${perDay} ${sourceName} API calls is used up; the import continues tomorrow.`;
}

/** How long until one more call fits, given the calls of the last minute (oldest first); 0: now. */
export function waitForRoom(calls: readonly number[], now: number, limits: RateLimits): number {
  let waitMs = 0;
  const lastSecond = calls.filter((time) => time > now - SECOND_WINDOW_MS);
  if (lastSecond.length >= limits.perSecond) {
    const oldest = lastSecond[lastSecond.length - limits.perSecond] ?? now;
    waitMs = Math.max(waitMs, oldest + SECOND_WINDOW_MS - now);
  }
  const lastMinute = calls.filter((time) => time > now - MINUTE_WINDOW_MS);
  if (lastMinute.length >= limits.perMinute) {
    const oldest = lastMinute[lastMinute.length - limits.perMinute] ?? now;
    waitMs = Math.max(waitMs, oldest + MINUTE_WINDOW_MS - now);
  }
  return Math.max(0, Math.ceil(waitMs));
}

interface BudgetRow {
  day: string;
  today: string;
  day_calls: number;
  now: Date;
}

/** In one transaction: counts a call and answers 0, or answers how long to wait. Throws when the day is used up. */
async function tryTake(
  tx: Queryable,
  account: string,
  limits: RateLimits,
  sourceName: string,
): Promise<number> {
  await tx.query(
    `INSERT INTO app.source_budgets (account, day) VALUES ($1, (clock_timestamp() AT TIME ZONE 'UTC')::date)
     ON CONFLICT (account) DO NOTHING`,
    [account],
  );
  // The row lock serialises every process counting a call on this account.
  const [locked] = await tx.query<Pick<BudgetRow, 'day' | 'day_calls'>>(
    'SELECT day::text AS day, day_calls FROM app.source_budgets WHERE account = $1 FOR UPDATE',
    [account],
  );
  if (!locked) throw new Error(`the call budget of ${account} is missing`);
  // The clock is read once the lock is held (a statement of its own: PostgreSQL may compute a locking SELECT's
  // columns before it waits for the lock).
  const [clock] = await tx.query<Pick<BudgetRow, 'today' | 'now'>>(
    "SELECT (clock_timestamp() AT TIME ZONE 'UTC')::date::text AS today, clock_timestamp() AS now",
  );
  if (!clock) throw new Error('the database answered no time');
  const row: BudgetRow = { ...locked, ...clock };
  const dayCalls = row.day === row.today ? row.day_calls : 0;
  if (dayCalls >= limits.perDay)
    throw new SourceError(dailyLimitMessage(sourceName, limits.perDay), 429, false);
  const now = row.now.getTime();
  await tx.query('DELETE FROM app.source_calls WHERE account = $1 AND called_at < $2', [
    account,
    new Date(now - MINUTE_WINDOW_MS - 1000),
  ]);
  const recent = await tx.query<{ called_at: Date }>(
    'SELECT called_at FROM app.source_calls WHERE account = $1 AND called_at > $2 ORDER BY called_at',
    [account, new Date(now - MINUTE_WINDOW_MS)],
  );
  const waitMs = waitForRoom(
    recent.map((call) => call.called_at.getTime()),
    now,
    limits,
  );
  if (waitMs > 0) return waitMs;
  await tx.query('INSERT INTO app.source_calls (account, called_at) VALUES ($1, $2)', [account, row.now]);
  await tx.query('UPDATE app.source_budgets SET day = $2::date, day_calls = $3 WHERE account = $1', [
    account,
    row.today,
    dayCalls + 1,
  ]);
  return 0;
}

export function databaseBudgetStore(db: Database, sleep: Sleep): BudgetStore {
  return {
    budget: (account, limits, sourceName) => ({
      async take(signal) {
        for (;;) {
          signal?.throwIfAborted();
          const waitMs = await db.transaction((tx) => tryTake(tx, account, limits, sourceName));
          if (waitMs === 0) return;
          await sleep(waitMs, signal);
        }
      },
    }),
    async usedToday(accounts) {
      const used = new Map<string, number>(accounts.map((account) => [account, 0]));
      if (accounts.length === 0) return used;
      const rows = await db.query<{ account: string; day_calls: number }>(
        `SELECT account, day_calls FROM app.source_budgets
         WHERE account = ANY($1::text[]) AND day = (clock_timestamp() AT TIME ZONE 'UTC')::date`,
        [accounts],
      );
      for (const row of rows) used.set(row.account, row.day_calls);
      return used;
    },
  };
}

/**
 * The same windows kept by this process alone, for calls made without a shared budget: it knows nothing of other
 * processes calling on the same account.
 */
export function processCallBudget(
  limits: RateLimits,
  sourceName: string,
  sleep: Sleep,
  now: () => number = Date.now,
): CallBudget {
  let calls: number[] = [];
  let day = Math.floor(now() / 86_400_000);
  let dayCalls = 0;
  return {
    async take(signal) {
      for (;;) {
        signal?.throwIfAborted();
        const time = now();
        const today = Math.floor(time / 86_400_000);
        if (today !== day) {
          day = today;
          dayCalls = 0;
        }
        if (dayCalls >= limits.perDay)
          throw new SourceError(dailyLimitMessage(sourceName, limits.perDay), 429, false);
        calls = calls.filter((call) => call > time - MINUTE_WINDOW_MS);
        const waitMs = waitForRoom(calls, time, limits);
        if (waitMs === 0) {
          calls.push(time);
          dayCalls += 1;
          return;
        }
        await sleep(waitMs, signal);
      }
    },
  };
}

/**
 * Every account's budget kept in this process by one clock (a test's injected clock and its sleep, which moves
 * that clock): what a run of days in a test shares between its connections.
 */
export function memoryBudgetStore(sleep: Sleep, now: () => number): BudgetStore {
  const budgets = new Map<string, { budget: CallBudget; used: () => number }>();
  return {
    budget(account, limits, sourceName) {
      let entry = budgets.get(account);
      if (!entry) {
        let day = -1;
        let calls = 0;
        const inner = processCallBudget(limits, sourceName, sleep, now);
        const used = () => (Math.floor(now() / 86_400_000) === day ? calls : 0);
        entry = {
          used,
          budget: {
            async take(signal) {
              await inner.take(signal);
              const today = Math.floor(now() / 86_400_000);
              calls = today === day ? calls + 1 : 1;
              day = today;
            },
          },
        };
        budgets.set(account, entry);
      }
      return entry.budget;
    },
    usedToday(accounts) {
      return Promise.resolve(
        new Map(accounts.map((account) => [account, budgets.get(account)?.used() ?? 0])),
      );
    },
  };
}
