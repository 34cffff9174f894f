/** Where the local collector listens and writes, and the connection string that points the add-in at it. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_COLLECTOR_PORT = 3003;
/** Application Insights needs an instrumentation key; the local collector ignores it. */
const LOCAL_INSTRUMENTATION_KEY = '00000000-0000-0000-0000-000000000000';

export interface CollectorSettings {
  port: number;
  dataFile: string;
}

export function collectorSettings(env: NodeJS.ProcessEnv): CollectorSettings {
  const port = Number(env.WHARF_COLLECTOR_PORT ?? DEFAULT_COLLECTOR_PORT);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`WHARF_COLLECTOR_PORT is not a port: ${env.WHARF_COLLECTOR_PORT}`);
  return { port, dataFile: env.WHARF_COLLECTOR_FILE ?? join(ROOT, '.data', 'telemetry.ndjson') };
}

export const localConnectionString = (port: number): string =>
  `InstrumentationKey=${LOCAL_INSTRUMENTATION_KEY};IngestionEndpoint=https://localhost:${port}/`;

/** The browser tests' collector sits 3 ports above the app under test, so parallel runs each have their own. */
export const testCollectorPort = (appPort: number): number => appPort + 3;
