/**
 * `npm start` runs the collector next to the dev server and points the add-in at it, unless a connection string
 * is configured (shell, .env.local or .env.development.local), in which case telemetry goes there instead.
 */
import { loadEnv } from 'vite';
import { collectorSettings, localConnectionString } from './settings.ts';
import { startCollector } from './server.ts';

const VARIABLE = 'VITE_TELEMETRY_CONNECTION_STRING';

export async function startDevCollector(root: string): Promise<void> {
  if (loadEnv('development', root, 'VITE_')[VARIABLE]) {
    console.log(`  Telemetry goes to the configured ${VARIABLE}.`);
    return;
  }
  const settings = collectorSettings(process.env);
  try {
    const collector = await startCollector(settings);
    console.log(`  Telemetry collector: ${collector.url} (writing ${settings.dataFile})`);
  } catch (error) {
    // Most likely another `npm start` holds the port: its collector takes this add-in's telemetry too.
    console.warn(`  Telemetry collector not started on port ${settings.port}: ${String(error)}`);
  }
  process.env[VARIABLE] = localConnectionString(settings.port);
}
