/** User-visible and console texts that SPEC §3 and §8 fix to the letter, each defined once. */

export const PAGE_NOT_FOUND = 'Page Not Found';
export const INTERNAL_SERVER_ERROR = 'Internal Server Error';
export const pageNotFoundMessage = (path: string): string => `Page Not Found: ${path}`;

export const DIAGNOSTICS_UNAVAILABLE = 'Diagnostics not available – skipping.';
