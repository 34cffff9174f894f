/**
 * Puts the content security policy (scripts/securityHeaders.ts) on every page the add-in is served from: the
 * development and preview servers send it as a header; the build writes it into index.html (and so into every
 * prerendered page) as a `<meta http-equiv>`, for static hosts that add no headers (docs/deploy.md says what they must add).
 *
 * In development @vitejs/plugin-react injects an inline preamble script into index.html: it is allowed by the hash
 * of its exact text, taken from the transformed page, never by 'unsafe-inline'.
 */
import type { ServerResponse } from 'node:http';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  contentSecurityPolicy,
  type DevAllowances,
  serializePolicy,
  sha256Source,
} from '../securityHeaders.ts';

const HEADER = 'Content-Security-Policy';
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** Hash sources of every inline script of an HTML page. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)].map((match) => sha256Source(match[1] ?? ''));

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The policy as the first element after `<meta charset>` (which must come first), before any script or style. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="${HEADER}" content="${escapeAttribute(policy)}" />`;
  if (!CHARSET.test(html))
    throw new Error('index.html has no <meta charset> to put the content security policy after');
  return html.replace(CHARSET, (charset) => `${charset}\n    ${meta}`);
}

function websocketOrigin(config: ResolvedConfig): string | undefined {
  const { host, port, https } = config.server;
  return typeof host === 'string' ? `${https ? 'wss' : 'ws'}://${host}:${port}` : undefined;
}

/** Sets the header when the response's headers go out, so it carries hashes found while the page was made. */
function onHeaders(res: ServerResponse, header: () => string): void {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
    if (!res.headersSent) res.setHeader(HEADER, header());
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

export function contentSecurityPolicyPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  const devHashes = new Set<string>();
  const policy = (dev?: DevAllowances) => contentSecurityPolicy(config?.env ?? {}, dev);

  return {
    name: 'wharf:content-security-policy',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server) {
          for (const hash of inlineScriptHashes(html)) devHashes.add(hash);
          return html;
        }
        return withPolicyMeta(html, serializePolicy(policy(), 'meta'));
      },
    },
    configureServer(server) {
      const dev = (): DevAllowances => ({
        websocketOrigin: websocketOrigin(server.config),
        inlineScriptHashes: [...devHashes],
      });
      server.middlewares.use((_req, res, next) => {
        onHeaders(res, () => serializePolicy(policy(dev())));
        next();
      });
    },
    configurePreviewServer(server) {
      const header = serializePolicy(contentSecurityPolicy(server.config.env));
      server.middlewares.use((_req, res, next) => {
        res.setHeader(HEADER, header);
        next();
      });
    },
  };
}
