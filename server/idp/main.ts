/**
 * Runs the local identity provider on its own: `npx tsx server/idp/main.ts`. WHARF_IDP_PORT (default 3002) and
 * WHARF_IDP_ISSUER (default https://localhost:<port>, e.g. when a proxy fronts it) configure it.
 */
import { DEMO_ACCOUNT } from './accounts.ts';
import { DEFAULT_PORT, startIdentityProvider } from './provider.ts';

const port = Number(process.env.WHARF_IDP_PORT ?? DEFAULT_PORT);
const idp = await startIdentityProvider({ port, issuer: process.env.WHARF_IDP_ISSUER || undefined });

console.log(`Wharf identity provider: ${idp.issuer}/.well-known/openid-configuration`);
console.log(`Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void idp.close().then(() => process.exit(0));
  });
}
