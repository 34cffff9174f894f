/**
 * `npm start`: the add-in at https://localhost:3000 (Vite, with the local self-signed certificate), the Wharf API at
 * https://localhost:3001 over the embedded database with the demo world (docs/api.md), the local identity provider
 * at https://localhost:3002 (docs/identity-provider.md) and the local telemetry collector at
 * https://localhost:3003 (docs/telemetry.md) and a local Cin7 Omni simulator at http://localhost:3004/api that the demo
 * connection imports from (docs/etl.md), stopped together with Ctrl-C.
 * `npm run preview`: the same from a production build (telemetry only when configured).
 */
import { fileURLToPath } from 'node:url';
import { build, createServer, preview } from 'vite';
import { DEMO_ACCOUNT } from '../server/demoAccount.ts';
import { startApi } from '../server/api/main.ts';
import { DEMO_CIN7_API_KEY, DEMO_CIN7_USERNAME } from '../server/etl/demoConnection.ts';
import { startCin7Simulator } from '../server/etl/simulators/cin7Omni/index.ts';
import { readIdpConfig } from '../server/config/idp.ts';
import { portOr, readVariables } from '../server/config/variables.ts';
import { startIdentityProvider } from '../server/idp/provider.ts';
import { startDevCollector } from './collector/dev.ts';

const usePreview = process.argv.includes('--preview');
/** The browser tests build into a folder of their own per port, so parallel runs never share a dist/. */
const outDir = process.env.WHARF_OUT_DIR ?? 'dist';

async function main(): Promise<void> {
  if (usePreview) {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const server = await preview({ build: { outDir } });
    server.printUrls();
  } else {
    // The local stack's variables are checked before anything starts; the API checks its own in startApi.
    const { port: idpPort } = readIdpConfig(process.env);
    const { WHARF_CIN7_SIM_PORT: cin7Port } = readVariables(
      { WHARF_CIN7_SIM_PORT: portOr(3004) },
      process.env,
    );
    await startDevCollector(fileURLToPath(new URL('..', import.meta.url)));
    const idp = await startIdentityProvider({ port: idpPort });
    console.log(
      `  Identity provider: ${idp.issuer}/ (demo account ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password})`,
    );
    // The demo connection (Harbour Traders Omni) imports from the simulator: its base URL and key are configuration.
    const cin7 = await startCin7Simulator({
      port: cin7Port,
      host: 'localhost',
      credentials: [{ username: DEMO_CIN7_USERNAME, key: DEMO_CIN7_API_KEY }],
    });
    console.log(
      `  Cin7 Omni simulator: ${cin7.baseUrl} (demo API username ${DEMO_CIN7_USERNAME}; 3 calls/s, 60/min)`,
    );
    const api = await startApi({
      env: {
        ...process.env,
        CIN7_OMNI_BASE_URL: process.env.CIN7_OMNI_BASE_URL ?? cin7.baseUrl,
        WHARF_DEMO_CIN7_KEY: process.env.WHARF_DEMO_CIN7_KEY ?? DEMO_CIN7_API_KEY,
      },
    });
    console.log(`  Wharf API: ${api.url}/api (embedded database with the demo world)`);
    const server = await createServer();
    await server.listen();
    server.printUrls();
  }
  console.log(
    '\n  Wharf add-in is running. Sideload manifest.xml into Excel, or open the URL above in a browser.',
  );
  console.log('  Stop with Ctrl-C.\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
