/**
 * Which billing provider the API uses, from its configuration (DESIGN: "Configuration, not test switches";
 * server/config/api.ts checks STRIPE_SECRET_KEY and STRIPE_API_BASE): a Stripe key → Stripe (at the configured
 * API base, if any); none → local.
 */
import { readBillingSettings, type BillingSettings } from '../../config/api.ts';
import type { Environment } from '../../config/variables.ts';
import { localBilling } from './local.ts';
import type { BillingProvider } from './provider.ts';
import { stripeBilling } from './stripe.ts';

export function billingProviderFor(settings: BillingSettings): BillingProvider {
  return settings ? stripeBilling(settings) : localBilling;
}

export function billingProviderFromEnv(env: Environment): BillingProvider {
  return billingProviderFor(readBillingSettings(env));
}
