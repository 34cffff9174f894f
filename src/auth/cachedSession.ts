/**
 * The sign-in button shows when no cached account exists. Deciding that needs MSAL (about 80 KB), so
 * the common first visit would wait for it. MSAL keeps its account list in local storage under
 * "msal.<schema>.account.keys"; when no such non-empty list exists, no MSAL interaction is under way in this tab
 * (its temporary "msal.*" entries in session storage, e.g. a sign-in answer waiting for the page that asked), and the
 * page is not an identity provider's answer coming back, there is no account to try and the button can show at once.
 * Anything else goes through MSAL.
 */
const ACCOUNT_KEYS = /^msal\.(\d+\.)?account\.keys$/;
const AUTH_RESPONSE = /(^|[#?&])(code|error)=/;

/** Whether this page is the identity provider's answer to an interactive sign-in (code or error in the URL). */
export function isSignInAnswer(location: Pick<Location, 'hash' | 'search'>): boolean {
  return AUTH_RESPONSE.test(location.hash) || AUTH_RESPONSE.test(location.search);
}

function storedAccountLists(storage: Storage): string[] {
  const lists: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key && ACCOUNT_KEYS.test(key)) lists.push(storage.getItem(key) ?? '');
  }
  return lists;
}

function hasAccounts(list: string): boolean {
  try {
    const parsed: unknown = JSON.parse(list);
    return !Array.isArray(parsed) || parsed.length > 0;
  } catch {
    // Unreadable: let MSAL decide.
    return true;
  }
}

function interactionUnderWay(tabStorage: Storage): boolean {
  for (let index = 0; index < tabStorage.length; index += 1) {
    if (tabStorage.key(index)?.startsWith('msal.')) return true;
  }
  return false;
}

/** Whether MSAL might sign the user in without them: cached accounts, or a sign-in answer on its way. */
export function mayHaveCachedSession(
  location: Pick<Location, 'hash' | 'search'>,
  storage: Storage,
  tabStorage: Storage,
): boolean {
  if (isSignInAnswer(location)) return true;
  try {
    return interactionUnderWay(tabStorage) || storedAccountLists(storage).some(hasAccounts);
  } catch {
    return true;
  }
}
