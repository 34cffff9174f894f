/**
 * Watches a browser context for breaches of the pages' content security policy: Chromium's own console report
 * ("Refused to load…", "…violates the following Content Security Policy directive…") and, to catch what it does
 * not log, every `securitypolicyviolation` event, reported to the console by an init script.
 */
import type { BrowserContext } from '@playwright/test';

const VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate|run)/i;

/** Starts watching; the returned list fills with one line per violation seen in any page of the context. */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
          ` at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    if (VIOLATION.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  return violations;
}
