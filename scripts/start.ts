/**
 * `npm start`: the add-in at https://localhost:3000 (Vite, with the local self-signed certificate), the Wharf API at
 * https://localhost:3001 over the embedded database with the demo world (docs/api.md), the local identity provider
 * at https://localhost:3002 (docs/identity-provider.md) and the local telemetry collector at
 * https://localhost:3003 (docs/telemetry.md), stopped together with Ctrl-C.
 * `npm run preview`: the same from a production build (telemetry only when configured).
 */
import { fileURLToPath } from 'node:url';
import { build, createServer, preview } from 'vite';
import { DEMO_ACCOUNT } from '../server/demoAccount.ts';
import { startApi } from '../server/api/main.ts';
import { DEFAULT_PORT as IDP_DEFAULT_PORT, startIdentityProvider } from '../server/idp/provider.ts';
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
    await startDevCollector(fileURLToPath(new URL('..', import.meta.url)));
    const idp = await startIdentityProvider({ port: Number(process.env.WHARF_IDP_PORT ?? IDP_DEFAULT_PORT) });
    console.log(
      `  Identity provider: ${idp.issuer}/ (demo account ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password})`,
    );
    const api = await startApi();
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
