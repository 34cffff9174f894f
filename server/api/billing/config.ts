/**
 * Which billing provider the API uses, from its environment (DESIGN: "Configuration, not test switches"):
 * STRIPE_SECRET_KEY set → Stripe (STRIPE_API_BASE optionally points the SDK at another base URL); else local.
 */
import { localBilling } from './local.ts';
import type { BillingProvider } from './provider.ts';
import { stripeBilling } from './stripe.ts';

export function billingProviderFromEnv(env: NodeJS.ProcessEnv = process.env): BillingProvider {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return localBilling;
  const base = env.STRIPE_API_BASE?.trim();
  let apiBase: URL | undefined;
  if (base) {
    apiBase = new URL(base);
    if (apiBase.protocol !== 'https:' && apiBase.protocol !== 'http:') {
      throw new Error(`STRIPE_API_BASE must be an http(s) URL, not ${base}`);
    }
  }
  return stripeBilling({ secretKey, apiBase });
}
