/**
 * The servers the browser tests run against, for the add-in under test on port P (scripts/e2ePorts.ts): the
 * telemetry collector, the back end (scripts/e2eStack.ts), the production build and the development server.
 */
import { localConnectionString, testCollectorPort } from '../collector/settings.ts';
import { apiPortFor, devServerPortFor, idpPortFor } from '../e2ePorts.ts';

/** What scripts/e2eServers/main.ts prints once every server answers. */
export const READY_LINE = 'e2e servers: ready';

export interface E2eServer {
  name: string;
  command: string;
  env: Record<string, string>;
  /** Answers once the server is ready. */
  url: string;
}

export function e2eServers(port: number): E2eServer[] {
  const collectorPort = testCollectorPort(port);
  const apiUrl = `https://localhost:${apiPortFor(port)}`;
  const idpUrl = `https://localhost:${idpPortFor(port)}`;
  const devPort = devServerPortFor(port);
  return [
    {
      name: 'collector',
      command: 'npx tsx scripts/collector/main.ts',
      env: {
        WHARF_COLLECTOR_PORT: String(collectorPort),
        WHARF_COLLECTOR_FILE: `.data/telemetry-e2e-${collectorPort}.ndjson`,
      },
      url: `https://localhost:${collectorPort}/envelopes`,
    },
    {
      // Migrations, the demo seed and the simulators' data; the identity provider's discovery URL answers last.
      name: 'back end',
      command: 'npx tsx scripts/e2eStack.ts',
      env: { WHARF_WEB_PORT: String(port) },
      url: `${idpUrl}/.well-known/openid-configuration`,
    },
    {
      name: 'production build',
      command: 'npx tsx scripts/start.ts --preview',
      env: {
        WHARF_WEB_PORT: String(port),
        WHARF_OUT_DIR: `dist-e2e/${port}`,
        VITE_TELEMETRY_CONNECTION_STRING: localConnectionString(collectorPort),
        VITE_API_URL: apiUrl,
        VITE_AUTH_AUTHORITY: idpUrl,
        VITE_AUTH_CLIENT_ID: 'wharf-addin',
      },
      url: `https://localhost:${port}/version`,
    },
    {
      // --force: a cold dependency cache, as on a newcomer's first `npm start`; its own cache folder per port.
      name: 'development server',
      command: 'npx vite --force',
      env: {
        WHARF_WEB_PORT: String(devPort),
        WHARF_VITE_CACHE_DIR: `node_modules/.vite-e2e-${devPort}`,
        VITE_API_URL: apiUrl,
        VITE_AUTH_AUTHORITY: idpUrl,
        VITE_AUTH_CLIENT_ID: 'wharf-addin',
      },
      url: `https://localhost:${devPort}/signin`,
    },
  ];
}
