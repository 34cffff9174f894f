// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sha256Source } from '../securityHeaders';
import { inlineScriptHashes, withPolicyMeta } from './contentSecurityPolicy';

const PAGE = `<!doctype html><html><head><meta charset="UTF-8" /><title>Wharf</title>
<script type="module">import { injectIntoGlobalHook } from "/@react-refresh";</script>
<script type="module" src="/@vite/client"></script></head><body></body></html>`;

describe('the content security policy in the pages', () => {
  it('allows exactly the inline scripts the development server’s page carries', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      sha256Source('import { injectIntoGlobalHook } from "/@react-refresh";'),
    ]);
  });

  it('puts the built page’s policy right after its charset, before any script or style', () => {
    const html = withPolicyMeta(PAGE, "default-src 'self'; script-src 'self'");
    expect(html).toMatch(
      /^<!doctype html><html><head><meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'" \/><title>/,
    );
  });

  it('refuses a page it cannot place the policy in', () => {
    expect(() => withPolicyMeta('<html><head></head></html>', "default-src 'self'")).toThrow(/charset/);
  });
});
