/**
 * Runs the local identity provider on its own: `npx tsx server/idp/main.ts`, configured by WHARF_IDP_PORT and
 * WHARF_IDP_ISSUER (server/config/idp.ts).
 */
import { readIdpConfig } from '../config/idp.ts';
import { DEMO_ACCOUNT } from './accounts.ts';
import { startIdentityProvider } from './provider.ts';

const idp = await startIdentityProvider(readIdpConfig(process.env));

console.log(`Wharf identity provider: ${idp.issuer}/.well-known/openid-configuration`);
console.log(`Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void idp.close().then(() => process.exit(0));
  });
}
