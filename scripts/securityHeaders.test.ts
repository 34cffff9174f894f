// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  FRAME_ANCESTORS,
  OFFICE_JS_HOSTS,
  serializePolicy,
  sha256Source,
  telemetryOrigin,
  type Directives,
} from './securityHeaders';

const LOCAL_ENV = {
  VITE_API_URL: 'https://localhost:3001',
  VITE_AUTH_AUTHORITY: 'https://localhost:3002',
  VITE_TELEMETRY_CONNECTION_STRING:
    'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://localhost:3003/',
};

const sources = (directives: Directives, name: string): readonly string[] =>
  directives.find(([directive]) => directive === name)?.[1] ?? [];

describe('the add-in pages’ content security policy', () => {
  it('allows scripts only from the app and office.js’s origin, never inline or eval', () => {
    const scripts = sources(contentSecurityPolicy(LOCAL_ENV), 'script-src');
    expect(scripts).toEqual(["'self'", 'https://appsforoffice.microsoft.com']);
  });

  it('connects only to the app, the configured API, identity provider and telemetry, and office.js’s collector', () => {
    expect(sources(contentSecurityPolicy(LOCAL_ENV), 'connect-src')).toEqual([
      "'self'",
      'https://localhost:3001',
      'https://localhost:3002',
      'https://localhost:3003',
      'https://browser.pipe.aria.microsoft.com',
    ]);
  });

  it('frames only the app, the identity provider, office.js’s own folder and its telemetry page', () => {
    expect(sources(contentSecurityPolicy(LOCAL_ENV), 'frame-src')).toEqual([
      "'self'",
      'https://localhost:3002',
      'https://appsforoffice.microsoft.com',
      'https://telemetryservice.firstpartyapps.oaspapps.com',
    ]);
  });

  it('lets office.js frame and reach only hosts of Microsoft’s own, and load scripts from none but its folder', () => {
    const hosts = [...OFFICE_JS_HOSTS.frames, ...OFFICE_JS_HOSTS.connects].map((host) => new URL(host));
    for (const host of hosts) {
      expect(host.protocol).toBe('https:');
      expect(host.hostname).toMatch(/\.(oaspapps|microsoft)\.com$/);
      expect(host.origin).toBe(host.href.replace(/\/$/, ''));
    }
    const policy = serializePolicy(contentSecurityPolicy(LOCAL_ENV));
    // MicrosoftAjax's CDN serves any old library an injected script could misuse; office.js needs it only in hosts
    // too old for the add-in's requirement sets, and Microsoft's own add-ins' MSAL likewise stays out.
    expect(policy).not.toMatch(/ajax\.aspnetcdn\.com|alcdn\.msauth\.net/);
  });

  it('follows a deployment’s configuration, paths and all, to its origins', () => {
    const policy = contentSecurityPolicy({
      VITE_API_URL: 'https://api.wharf.example/v1',
      VITE_AUTH_AUTHORITY: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signin',
      VITE_OFFICE_JS_URL: 'https://office.cdn.example/lib/office.js',
    });
    expect(sources(policy, 'script-src')).toEqual(["'self'", 'https://office.cdn.example']);
    expect(sources(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.wharf.example',
      'https://contoso.b2clogin.com',
      ...OFFICE_JS_HOSTS.connects,
    ]);
    expect(sources(policy, 'frame-src')).toEqual([
      "'self'",
      'https://contoso.b2clogin.com',
      'https://office.cdn.example',
      ...OFFICE_JS_HOSTS.frames,
    ]);
  });

  it('names a configured value that is not a URL', () => {
    expect(() => contentSecurityPolicy({ VITE_API_URL: 'not a url' })).toThrow(/VITE_API_URL/);
  });

  it('lets the development server load its inline preamble by hash and open its WebSocket, nothing more', () => {
    const hash = sha256Source('injectIntoGlobalHook(window);');
    const policy = contentSecurityPolicy(LOCAL_ENV, {
      websocketOrigin: 'wss://localhost:3000',
      inlineScriptHashes: [hash],
    });
    expect(sources(policy, 'script-src')).toEqual([
      "'self'",
      'https://appsforoffice.microsoft.com',
      `'${hash}'`,
    ]);
    expect(sources(policy, 'connect-src')).toContain('wss://localhost:3000');
    // Vite's client pings a restarting server from a SharedWorker made from a blob.
    expect(sources(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(sources(contentSecurityPolicy(LOCAL_ENV), 'worker-src')).toEqual([]);
    expect(serializePolicy(policy)).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  });

  it('lets Excel on the web frame the add-in from its own hosts and the documents it opens, nothing else', () => {
    expect(FRAME_ANCESTORS).toEqual([
      "'self'",
      'https://*.officeapps.live.com',
      'https://*.cloud.microsoft',
      'https://*.sharepoint.com',
      'https://onedrive.live.com',
      'https://*.office.com',
      'https://*.microsoft365.com',
      'https://*.office365.com',
    ]);
  });

  it('keeps frame-ancestors to the Office hosts in the header, and leaves it out of a meta policy', () => {
    const policy = contentSecurityPolicy(LOCAL_ENV);
    expect(serializePolicy(policy)).toContain(`frame-ancestors ${FRAME_ANCESTORS.join(' ')}`);
    expect(serializePolicy(policy, 'meta')).not.toContain('frame-ancestors');
    expect(serializePolicy(policy, 'meta')).toContain("object-src 'none'");
  });
});

describe('the telemetry origin of an Application Insights connection string', () => {
  it('is the ingestion endpoint’s origin, whatever the keys’ case', () => {
    expect(
      telemetryOrigin('instrumentationkey=x;ingestionendpoint=https://westeurope-5.in.example.com/'),
    ).toBe('https://westeurope-5.in.example.com');
  });

  it('is the SDK’s default host, or the one built from an endpoint suffix, when none is named', () => {
    expect(telemetryOrigin('InstrumentationKey=x')).toBe('https://dc.services.visualstudio.com');
    expect(telemetryOrigin('InstrumentationKey=x;EndpointSuffix=applicationinsights.azure.cn')).toBe(
      'https://dc.applicationinsights.azure.cn',
    );
  });
});

describe('a CSP hash source', () => {
  it('is the base64 SHA-256 of the exact text', () => {
    // The value Chromium prints for an empty inline script.
    expect(sha256Source('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});
