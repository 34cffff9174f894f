import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testCollectorPort } from '../../scripts/collector/settings.ts';
import { expect, test } from './fixtures';
import { ADDIN_ORIGIN, DEV_ORIGIN, E2E_PORT } from './stack';

/**
 * The add-in's web servers (the production build as `npm run preview` serves it, and the development
 * server of `npm start`) hand out the app's own files and nothing else — above all not the runtime data in .data/
 * (the identity provider's private signing key, the key that encrypts connection secrets, password hashes).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVERS = [
  { name: 'the production build', origin: ADDIN_ORIGIN },
  { name: 'the development server', origin: DEV_ORIGIN },
];
/** A secret of this test's own under .data/, so one file surely exists whatever else has run on the machine. */
const CANARY_DIR = `.data/e2e-canary-${E2E_PORT}`;
const CANARY_FILE = `${CANARY_DIR}/secret.txt`;
const CANARY = `canary-${randomBytes(16).toString('hex')}`;
/** The run's own identity provider keeps its private key and accounts here (scripts/e2eStack.ts). */
const RUN_IDP_DATA = `.data/idp-e2e-${E2E_PORT}`;

/** Repository paths that must never be served; the run's provider files and the canary exist during the test. */
const SECRET_FILES = [
  `${RUN_IDP_DATA}/jwks.json`,
  `${RUN_IDP_DATA}/accounts.json`,
  `${RUN_IDP_DATA}/cookie-keys.json`,
  CANARY_FILE,
  '.data/idp/jwks.json',
  '.data/idp/accounts.json',
  '.data/idp/cookie-keys.json',
  '.data/api/secret-key',
  '.data/telemetry.ndjson',
  `.data/telemetry-e2e-${testCollectorPort(E2E_PORT)}.ndjson`,
  '.certs/localhost.key',
  '.certs/localhost.crt',
  '.env',
  '.git/config',
  'package.json',
  'server/idp/keys.ts',
  'server/tls/devCertificate.ts',
];

/** The same files asked for in ways that a naive check of the path would let through. */
const DISGUISED_PATHS = [
  `/%2e${CANARY_FILE.slice(1)}`,
  `/${CANARY_FILE.replaceAll('/', '%2f')}`,
  `/%2E${RUN_IDP_DATA.slice(1)}%2Fjwks.json`,
  `/src/../${CANARY_FILE}`,
  `/src/%2e%2e/${CANARY_FILE}`,
  `/node_modules/../${CANARY_FILE}`,
  `/src/..%2f${CANARY_FILE}`,
  `//${CANARY_FILE}`,
  `/@fs${ROOT}${CANARY_FILE}`,
  `/@fs${ROOT}${RUN_IDP_DATA}/jwks.json`,
  '/@fs/etc/passwd',
  `/@id/${ROOT}${CANARY_FILE}`,
  `/${CANARY_FILE}?raw`,
  `/${CANARY_FILE}?import`,
  '/server/idp/keys.ts?raw',
];

/** The start of a file's text (what a leaked copy would show), when the file exists on this machine. */
function contentOf(path: string): string | undefined {
  const absolute = join(ROOT, path);
  if (!existsSync(absolute)) return undefined;
  const text = readFileSync(absolute, 'utf8').trim();
  return text === '' ? undefined : text.slice(0, 80);
}

/** GET with the path sent exactly as written (no URL normalisation of `..`, `%2e` or `//`). */
function rawGet(origin: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const call = httpsRequest(
      { hostname, port, path, method: 'GET', rejectUnauthorized: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

test.beforeAll(() => {
  mkdirSync(join(ROOT, CANARY_DIR), { recursive: true });
  writeFileSync(join(ROOT, CANARY_FILE), CANARY);
});

test.afterAll(() => {
  rmSync(join(ROOT, CANARY_DIR), { recursive: true, force: true });
});

test('the run keeps its identity provider private key where the servers could reach it', () => {
  // Otherwise the tests below would prove nothing about the real secret.
  expect(contentOf(`${RUN_IDP_DATA}/jwks.json`)).toBeDefined();
  expect(contentOf(CANARY_FILE)).toBe(CANARY);
});

for (const { name, origin } of SERVERS) {
  test.describe(name, () => {
    test('answers 404 for runtime data, certificates, .env, git and the repository source', async ({
      request,
    }) => {
      for (const path of SECRET_FILES) {
        const response = await request.get(`${origin}/${path}`);
        const body = await response.text();
        expect(response.status(), `/${path}`).toBe(404);
        const secret = contentOf(path);
        if (secret) expect(body, `/${path}`).not.toContain(secret);
        expect(body, `/${path}`).not.toContain(CANARY);
      }
    });

    test('answers 404 for encoded, traversing and /@fs/ paths to the same files', async () => {
      const jwks = contentOf(`${RUN_IDP_DATA}/jwks.json`) ?? CANARY;
      for (const path of DISGUISED_PATHS) {
        const { status, body } = await rawGet(origin, path);
        expect(status, path).toBe(404);
        expect(body, path).not.toContain(CANARY);
        expect(body, path).not.toContain(jwks);
        expect(body, path).not.toContain('root:x:0:0');
      }
    });

    test('a browser opening the private key gets no file', async ({ page }) => {
      const response = await page.goto(`${origin}/${RUN_IDP_DATA}/jwks.json`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('body')).not.toContainText('"kty"');
    });

    test('still serves the app: the sign-in page, its version file and its icon', async ({
      page,
      request,
    }) => {
      test.slow(origin === DEV_ORIGIN, 'the development server transforms every module on first request');
      await page.goto(`${origin}/signin`);
      // The development server renders /signin from its modules (no prerendered page), each transformed on first
      // request while other tests keep the machine busy: it may take longer than a built page's 10 s.
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({
        timeout: origin === DEV_ORIGIN ? 60_000 : 10_000,
      });
      expect((await request.get(`${origin}/builds/latest.json`)).status()).toBe(200);
      expect((await request.get(`${origin}/favicon.svg`)).status()).toBe(200);
      // A route that names repository source is a route of the app, answered by the app, never the module.
      const route = await request.get(`${origin}/server/idp/keys`);
      expect(await route.text()).toContain('<div id="root">');
    });
  });
}
