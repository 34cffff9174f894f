/**
 * `npx tsx scripts/collector/main.ts`: the local telemetry collector on its own (npm start runs it too).
 * WHARF_COLLECTOR_PORT (default 3003) and WHARF_COLLECTOR_FILE (default .data/telemetry.ndjson) configure it.
 */
import { collectorSettings } from './settings.ts';
import { startCollector } from './server.ts';

const settings = collectorSettings(process.env);
startCollector(settings).then(
  (collector) => console.log(`  Telemetry collector: ${collector.url} (writing ${settings.dataFile})`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
