/**
 * Auth start-up: try a silent sign-in with the cached accounts; none → show the sign-in button. Then ask the
 * API (/api/userAuthCheck): each 503 increases the cold-start counter and shows the message for that attempt;
 * the next try follows 20000 ms after the first 503 and 5000 ms after the others; loading continues while the counter
 * is below 5 and at 5 the load is marked failed and the sign-in button is shown. Time is injected (DESIGN 6).
 */
import { COLD_START_FIRST_DELAY_MS, COLD_START_MAX_ATTEMPTS, COLD_START_NEXT_DELAY_MS } from '../constants';
import { coldStartMessage } from '../messages';

/** What the API said to the auth check. */
export type AuthCheckResult = 'ok' | 'unavailable' | 'refused';

export type StartupUpdate =
  | { phase: 'checking'; coldStartAttempt: number; statusMessage: string | null }
  | { phase: 'ready' }
  | { phase: 'signed-out' }
  | { phase: 'failed'; coldStartAttempt: number; statusMessage: string };

export interface StartupDeps {
  /** A valid id token from the session or the cached accounts, or null when the user must sign in. */
  silentSignIn: () => Promise<string | null>;
  checkAuth: () => Promise<AuthCheckResult>;
  sleep: (ms: number) => Promise<void>;
  update: (update: StartupUpdate) => void;
}

export function coldStartDelay(attempt: number): number {
  return attempt === 1 ? COLD_START_FIRST_DELAY_MS : COLD_START_NEXT_DELAY_MS;
}

/** Runs until the app is ready, signed out, or failed; answers the final phase. */
export async function runStartup(deps: StartupDeps): Promise<'ready' | 'signed-out' | 'failed'> {
  const token = await deps.silentSignIn();
  if (!token) {
    deps.update({ phase: 'signed-out' });
    return 'signed-out';
  }
  return checkUntilAnswered(deps);
}

/** The cold-start loop alone: also used after an interactive sign-in. */
export async function checkUntilAnswered(
  deps: Pick<StartupDeps, 'checkAuth' | 'sleep' | 'update'>,
): Promise<'ready' | 'signed-out' | 'failed'> {
  let attempt = 0;
  deps.update({ phase: 'checking', coldStartAttempt: 0, statusMessage: null });
  for (;;) {
    const result = await deps.checkAuth();
    if (result === 'ok') {
      deps.update({ phase: 'ready' });
      return 'ready';
    }
    if (result === 'refused') {
      deps.update({ phase: 'signed-out' });
      return 'signed-out';
    }
    attempt += 1;
    const statusMessage = coldStartMessage(attempt);
    if (attempt >= COLD_START_MAX_ATTEMPTS) {
      deps.update({ phase: 'failed', coldStartAttempt: attempt, statusMessage });
      return 'failed';
    }
    deps.update({ phase: 'checking', coldStartAttempt: attempt, statusMessage });
    await deps.sleep(coldStartDelay(attempt));
  }
}
