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

/**
 * The Cin7 Omni account the refresh-by-key browser tests connect companies of their own to (tests/e2e/
 * companyOfItsOwn.ts): a demo company's records in the demo's shape (one option per product, its code the product's,
 * named as the product), cut to 30 products, so each test's imports of its products are waits of a second or two,
 * not the demo company's full rebuilds, and no test's import queues behind another's. The tests change products
 * 1–29 in three ranges of their own.
 */
export const REFRESH_BY_KEY_CIN7_USERNAME = 'refresh-traders-omni';
export const REFRESH_BY_KEY_COMPANY = {
  name: 'Refresh Traders',
  schema: 'refresh_traders',
  size: { products: 30, customers: 20, orders: 40 },
} as const;
