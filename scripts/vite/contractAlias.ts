/**
 * `@wharf/contract`, the shared contract package (contract/), for Vite and Vitest. TypeScript, tsx and Playwright read
 * the same mapping from tsconfig.json's `paths`; bundlers do not, so the two configs take it from here.
 */
import { fileURLToPath } from 'node:url';

const contractDir = fileURLToPath(new URL('../../contract/', import.meta.url));

export const CONTRACT_ALIASES = [
  { find: /^@wharf\/contract$/, replacement: `${contractDir}index.ts` },
  { find: /^@wharf\/contract\//, replacement: contractDir },
];
