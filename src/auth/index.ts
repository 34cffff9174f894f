export { useAuthStore, selectSignedIn } from './authStore';
export {
  signInUrlFor,
  safeRedirectTarget,
  SIGN_IN_PATH,
  REDIRECT_QUERY,
  type LocationParts,
} from './redirect';
