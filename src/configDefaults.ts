/**
 * Defaults of the app's configuration that the build tooling reads too (the content security policy of
 * scripts/securityHeaders.ts allows office.js's origin), kept apart from src/config.ts, which reads import.meta.env
 * as it loads and so cannot be imported by vite.config.ts.
 */
export const OFFICE_JS_DEFAULT_URL = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';
