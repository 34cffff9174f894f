/**
 * The sign-in guard's decisions: where a signed-out user goes, and where a user returns after sign-in.
 */
export const SIGN_IN_PATH = '/signin';
export const REDIRECT_QUERY = 'redirect';
const HOME_PATH = '/';

export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

/** `/signin?redirect=<the encoded full path, query and hash>`. */
export function signInUrlFor(location: LocationParts): string {
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  return `${SIGN_IN_PATH}?${REDIRECT_QUERY}=${encodeURIComponent(fullPath)}`;
}

// Control characters and backslashes let browsers read a "path" as another origin (e.g. `/\evil.example`).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * The target to return to after sign-in. Only a same-origin relative path is honoured: anything else
 * (`//evil.example`, `https://…`, `javascript:…`) goes home, so the sign-in page is never an open redirect.
 */
export function safeRedirectTarget(raw: string | null | undefined, origin: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE_CHARACTERS.test(raw)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== new URL(origin).origin) return HOME_PATH;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return url.pathname === SIGN_IN_PATH ? HOME_PATH : target;
}
