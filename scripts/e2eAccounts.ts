/**
 * The Cin7 Omni account the browser tests' brand-new company connects: an account in daily use, its records
 * generated up to the stand-in's today (not a demo company's, dated by the demo calendar), so "the last 30 days"
 * has orders, and its import leaves the demo companies' rows as they are. Served by the browser tests' stand-in
 * (e2eStack.ts) beside the demo accounts, with the demo key. A tenth of the demo's size: every entity, business table
 * and template still has rows (about fifty orders in the last 30 days, 300 customers), and its full import is a
 * browser test's wait, not the bench's (docs/scale.md measures imports at the demo's size and above).
 */
export const NEW_COMPANY_CIN7_USERNAME = 'fernhill-trading-omni';
export const NEW_COMPANY_ACCOUNT_DATA = {
  salt: 'fernhill-trading',
  region: 'NZ',
  sizes: { products: 200, contacts: 300, salesOrders: 600, purchaseOrders: 60 },
} as const;
