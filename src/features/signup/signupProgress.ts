/**
 * How a visitor reached /signup/instance/success or /signup/completed: sent on by the sign-up itself (the instance
 * was just created, or the invite just used) or by typing, reloading or a bookmark. Carried in the router's
 * navigation state, so only the sign-up's own steps set it.
 */
import { useLocation } from 'react-router-dom';

export type SignupStep = 'created' | 'joined';

export const SIGNUP_CREATED = { signup: 'created' } as const satisfies { signup: SignupStep };
export const SIGNUP_JOINED = { signup: 'joined' } as const satisfies { signup: SignupStep };

/** The sign-up's step, and the source's confirmation of the first connection's keys when they were tried. */
export function signupCreatedWith(connected: string | null) {
  return connected === null ? SIGNUP_CREATED : { ...SIGNUP_CREATED, connected };
}

/** The source's confirmation the sign-up brought ("Connected to Cin7 Omni as …"), or null. */
export function useSignupConnected(): string | null {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('connected' in state)) return null;
  return typeof state.connected === 'string' ? state.connected : null;
}

/** The step the sign-up just finished, or null when the visitor came here on their own. */
export function useSignupStep(): SignupStep | null {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('signup' in state)) return null;
  return state.signup === 'created' || state.signup === 'joined' ? state.signup : null;
}
