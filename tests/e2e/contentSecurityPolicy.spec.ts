import { testCollectorPort } from '../../scripts/collector/settings.ts';
import { watchCspViolations } from './cspViolations';
import { expect, test } from './fixtures';
import { ADDIN_ORIGIN, API_URL, DEV_ORIGIN, E2E_PORT, IDP_URL } from './stack';

/**
 * The add-in's pages carry a content security policy limited to the app, office.js's origin and the
 * configured API, identity provider and telemetry origins. Tokens live in local storage (docs/auth.md), so an injected
 * script must not run. Every other browser test runs under the policy too (fixtures.ts fails a test on a violation).
 */
const OFFICE_ORIGIN = 'https://appsforoffice.microsoft.com';
const COLLECTOR_ORIGIN = `https://localhost:${testCollectorPort(E2E_PORT)}`;
const SERVERS = [
  { name: 'the production build', origin: ADDIN_ORIGIN, telemetry: COLLECTOR_ORIGIN },
  { name: 'the development server', origin: DEV_ORIGIN, telemetry: undefined },
];

type Policy = Map<string, string[]>;

function parsePolicy(text: string | undefined): Policy {
  return new Map(
    (text ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/;

function expectStrictScripts(policy: Policy): void {
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).toContain(OFFICE_ORIGIN);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
}

for (const { name, origin, telemetry } of SERVERS) {
  test(`${name} sends the policy with the configured origins and frame-ancestors`, async ({ request }) => {
    const response = await request.get(`${origin}/signin`);
    const policy = parsePolicy(response.headers()['content-security-policy']);
    expectStrictScripts(policy);
    const connect = policy.get('connect-src') ?? [];
    expect(connect).toEqual(expect.arrayContaining(["'self'", API_URL, IDP_URL]));
    if (telemetry) expect(connect).toContain(telemetry);
    expect(policy.get('frame-ancestors')).toEqual(expect.arrayContaining(["'self'", 'https://*.office.com']));
  });

  test(`${name} refuses a script injected into the page, where tokens could be read`, async ({ browser }) => {
    test.slow(origin === DEV_ORIGIN, 'the development server transforms every module on first request');
    // A context of its own: this test expects the violation the shared fixture fails every other test on.
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const violations = await watchCspViolations(context);
      await context.route('**/office.js', (route) => route.abort('internetdisconnected'));
      const page = await context.newPage();
      await page.goto(`${origin}/signin`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({
        timeout: origin === DEV_ORIGIN ? 60_000 : undefined,
      });
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = localStorage.length;';
        document.head.append(script);
      });
      await expect.poll(() => violations.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
    } finally {
      await context.close();
    }
  });
}

test('the build carries the policy in its pages, for static hosts that add no header', async ({
  request,
}) => {
  for (const path of ['/signin', '/help/gettingStarted']) {
    const html = await (await request.get(`${ADDIN_ORIGIN}${path}`)).text();
    const policy = parsePolicy(META_POLICY.exec(html)?.[1]);
    expectStrictScripts(policy);
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining([API_URL, IDP_URL, COLLECTOR_ORIGIN]));
    // A meta policy cannot carry frame-ancestors (browsers ignore it there); the header does.
    expect(policy.has('frame-ancestors'), path).toBe(false);
  }
});

test('the prerendered help page renders under the policy', async ({ page }) => {
  await page.goto('/help/gettingStarted');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
