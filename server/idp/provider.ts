/**
 * Starts Wharf's local OpenID Connect provider on HTTPS (the dev certificate), so the add-in signs in locally the
 * same way it signs in against Azure AD B2C in production: discovery, code + PKCE, JWKS-verified id tokens.
 */
import { DEFAULT_IDP_PORT } from '../config/idp.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Provider } from 'oidc-provider';
import { ensureDevCertificate } from '../tls/devCertificate.ts';
import { AccountStore } from './accounts.ts';
import { DEFAULT_REDIRECT_URIS, createConfiguration } from './configuration.ts';
import { jsonFileAdapter } from './fileAdapter.ts';
import { createInteractionHandler, matchInteraction } from './interactions.ts';
import { loadOrCreateKeys } from './keys.ts';

export const DEFAULT_PORT = DEFAULT_IDP_PORT;
export const DEFAULT_DATA_DIR = join(import.meta.dirname, '..', '..', '.data', 'idp');

export interface IdentityProviderOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  /** Defaults to https://localhost:<port>. */
  issuer?: string;
  redirectUris?: string[];
  /** Where keys and accounts persist; defaults to .data/idp (git-ignored). */
  dataDir?: string;
}

export interface RunningIdentityProvider {
  issuer: string;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startIdentityProvider(
  options: IdentityProviderOptions = {},
): Promise<RunningIdentityProvider> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const accounts = new AccountStore(join(dataDir, 'accounts.json'));
  const keys = await loadOrCreateKeys(dataDir);
  const redirectUris = options.redirectUris ?? DEFAULT_REDIRECT_URIS;
  const certificate = await ensureDevCertificate();

  // The issuer must be known before the provider exists, and with port 0 the port is only known after listen:
  // so listen first, and route requests to the provider once it is built.
  let handle: (req: IncomingMessage, res: ServerResponse) => void = () => {};
  const server = createServer({ key: certificate.key, cert: certificate.cert }, (req, res) =>
    handle(req, res),
  );
  const port = await listen(server, options.port ?? DEFAULT_PORT);
  const issuer = options.issuer ?? `https://localhost:${port}`;

  const adapter = jsonFileAdapter(join(dataDir, 'store.json'));
  const provider = new Provider(issuer, createConfiguration({ accounts, keys, redirectUris, adapter }));
  const interaction = createInteractionHandler(provider, accounts);
  const oidc = provider.callback();
  handle = (req, res) => {
    const route = matchInteraction(req.method ?? 'GET', new URL(req.url ?? '/', issuer).pathname);
    if (!route) {
      void oidc(req, res);
      return;
    }
    interaction(req, res, route.uid, route.step).catch((error: unknown) => {
      console.error('identity provider: interaction failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  };

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
