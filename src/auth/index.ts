export { useAuthStore, selectSignedIn, type AuthPhase } from './authStore';
export {
  signInUrlFor,
  safeRedirectTarget,
  SIGN_IN_PATH,
  REDIRECT_QUERY,
  type LocationParts,
} from './redirect';
export { runStartup, checkUntilAnswered, type AuthCheckResult, type StartupUpdate } from './startup';
export {
  silentSignIn,
  getIdToken,
  interactiveSignIn,
  signOutSession,
  setAfterSignIn,
  DIALOG_QUERY,
  DIALOG_SIGN_IN_PATH,
  SESSION_ENDED,
} from './session';
export { isTokenValid, readClaims, tokenProblem, type TokenClaims } from './tokenRules';
export { onlyWhoMaySentence, useCompanyName, useMay, useMayCheck, whoMayText } from './permission';
