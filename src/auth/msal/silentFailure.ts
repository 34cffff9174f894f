/** The three kinds of silent sign-in failure. */
import { AUTH_SERVICE_UNAVAILABLE_STATUS } from './statusCodes';

export type SilentFailure = 'interaction-required' | 'service-unavailable' | 'unknown';

interface ErrorLike {
  name?: unknown;
  errorCode?: unknown;
  status?: unknown;
  message?: unknown;
}

export function classifySilentFailure(error: unknown): SilentFailure {
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (candidate.name === 'InteractionRequiredAuthError') return 'interaction-required';
  if (
    candidate.status === AUTH_SERVICE_UNAVAILABLE_STATUS ||
    candidate.errorCode === 'temporarily_unavailable' ||
    (typeof candidate.message === 'string' && candidate.message.includes('503'))
  ) {
    return 'service-unavailable';
  }
  return 'unknown';
}
