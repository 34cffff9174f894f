/**
 * The first read of the page's local and session storage waits for the browser to load them (a synchronous
 * round trip to its storage process: 10–25 ms on a busy machine in /signin's CPU profile). The app's first render
 * reads both (the theme, the auth store, whether MSAL may have an account: src/auth/cachedSession.ts), so that wait
 * lay between the app arriving and its Sign in button working. src/boot.ts calls this while the app's chunks are
 * still on their way instead.
 */
export function warmStorage(): void {
  try {
    void globalThis.localStorage?.length;
    void globalThis.sessionStorage?.length;
  } catch {
    // Storage refused (a sandboxed frame, storage turned off): the app meets the same answer and handles it.
  }
}
