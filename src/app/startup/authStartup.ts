/**
 * Start-up wiring: the one API client gets its token and instance sources, then the start-up runs (silent
 * sign-in, then the cold-start loop against /api/userAuthCheck) and, once the API answered, client state is
 * filled. Also what follows an interactive sign-in that did not leave the page (Excel).
 */
import { ApiError, configureApiClient } from '../../api';
import { requestUserAuthCheck } from '../../api/queryOptions/connections';
import {
  checkUntilAnswered,
  getIdToken,
  runStartup,
  setAfterSignIn,
  silentSignIn,
  useAuthStore,
  type AuthCheckResult,
  type StartupUpdate,
} from '../../auth';
import { config } from '../../config';
// The instance session's own module: the feature's index holds its screens, which load lazily.
import { loadInstanceState } from '../../features/instances/instanceSession';
import { noticeTextFor } from '../../api';
import { notify, Severity } from '../../notices';
import { clientState } from '../../store';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function checkAuth(): Promise<AuthCheckResult> {
  try {
    const answer = await requestUserAuthCheck();
    if (answer.success) return 'ok';
    return answer.serviceUnavailable ? 'unavailable' : 'refused';
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return 'refused';
    // 503 is the cold start; no answer at all is treated the same way: the server may be starting.
    return 'unavailable';
  }
}

function apply(update: StartupUpdate): void {
  if (update.phase === 'checking' || update.phase === 'failed') {
    useAuthStore.setState({
      phase: update.phase,
      coldStartAttempt: update.coldStartAttempt,
      statusMessage: update.statusMessage,
    });
  } else if (update.phase === 'ready') {
    useAuthStore.setState({ phase: 'ready', coldStartAttempt: 0, statusMessage: null });
  } else {
    useAuthStore.getState().signOut();
    clientState.clear();
  }
}

async function loadClientState(): Promise<void> {
  try {
    await loadInstanceState();
  } catch (error) {
    notify({ text: noticeTextFor(error), severity: Severity.Error });
  }
}

let configured = false;

export function configureClient(): void {
  if (configured) return;
  configured = true;
  configureApiClient({
    baseUrl: config.apiUrl,
    getIdToken,
    getInstanceId: () => clientState.get().currentInstance?.id ?? null,
  });
}

let started: Promise<void> | null = null;

export function startAuth(): Promise<void> {
  started ??= (async () => {
    configureClient();
    setAfterSignIn(continueAfterSignIn);
    const outcome = await runStartup({ silentSignIn, checkAuth, sleep, update: apply });
    if (outcome === 'ready') await loadClientState();
  })();
  return started;
}

/** After an interactive sign-in in the task pane: the same checks as at start-up. */
export async function continueAfterSignIn(): Promise<void> {
  const outcome = await checkUntilAnswered({ checkAuth, sleep, update: apply });
  if (outcome === 'ready') await loadClientState();
}
