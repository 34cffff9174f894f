/**
 * `npm start`: the add-in at https://localhost:3000 (Vite, with the local self-signed certificate).
 * `npm run preview`: the same from a production build.
 */
import { build, createServer, preview } from 'vite';

const usePreview = process.argv.includes('--preview');
/** The browser tests build into a folder of their own per port, so parallel runs never share a dist/. */
const outDir = process.env.WHARF_OUT_DIR ?? 'dist';

async function main(): Promise<void> {
  if (usePreview) {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const server = await preview({ build: { outDir } });
    server.printUrls();
  } else {
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
