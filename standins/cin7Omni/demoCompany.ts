/**
 * A demo company's Cin7 Omni account: the records a Cin7 Omni account of that company would answer, made so that
 * the Cin7 Omni model (server/model/cin7Omni/) builds from their landing the business rows the demo world is
 * designed with — the same ids, names, dates and amounts as the direct seed (server/db/seedWarehouse.ts) writes
 * for the same company and calendar. Every value comes from the first 32 bits of md5("salt:key"), as the seed's
 * SQL takes them, with the salt the company's schema name.
 *
 * One product option per product (no options: the model names it by the product alone), every contact a customer,
 * prices excluding tax ('Excl') at the company's rate, and each business status expressed as Cin7 keeps it: a
 * status (APPROVED, DRAFT, VOID) and a stage (Approved, Dispatched, Invoiced).
 */
import { createHash } from 'node:crypto';
import type { DemoInstance } from '../../server/db/demoWorld.ts';
import {
  DEMO_CUSTOMER_DAYS,
  DEMO_CUSTOMERS_FROM,
  DEMO_ORDER_DAYS,
  DEMO_ORDERS_FROM,
  DEMO_PRODUCT_DAYS,
  DEMO_PRODUCTS_FROM,
  ADJECTIVES,
  BRANDS,
  COMPANY_SUFFIXES,
  CUSTOMER_GROUPS,
  DISCOUNTS,
  FIRST_NAMES,
  LAST_NAMES,
  ORDER_STATUSES,
  PRODUCTS,
  SALES_PEOPLE,
} from '../../server/db/demoVocabulary.ts';
import type { Dataset, Json } from './dataset.ts';
import { iso } from './random.ts';
import { relatedRecords } from './related.ts';

const DAY_MS = 86_400_000;

/** Which demo company, moved by how many days along the demo calendar (server/db/demoClock.ts). */
export interface DemoCompany {
  instance: DemoInstance;
  shiftDays: number;
  /** When the account's records were last modified where they carry no date of their own (stock), moved too. */
  landedAt: string;
}

/** The seed's hash: the first 32 bits of md5("salt:key") as an unsigned number. */
function hashOf(salt: string): (key: string) => number {
  return (key) => createHash('md5').update(`${salt}:${key}`).digest().readUInt32BE(0);
}

/** Whole cents of a × b / 100, rounded half away from zero as PostgreSQL's round(numeric, 2) does (a, b ≥ 0). */
const centsOfPercent = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

const money = (cents: number) => cents / 100;
const day = (base: string, days: number) => Date.parse(`${base}T00:00:00Z`) + days * DAY_MS;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

interface Product {
  id: number;
  sku: string;
  name: string;
  category: string;
  brand: string;
  priceCents: number;
  costCents: number;
  created: string;
}

function products(company: DemoCompany, h: (key: string) => number): Product[] {
  const { instance, shiftDays } = company;
  const pick = <T>(values: readonly T[], key: string): T => values[h(key) % values.length] as T;
  const list: Product[] = [];
  for (let g = 1; g <= instance.size.products; g += 1) {
    const [category = '', noun = ''] = pick(PRODUCTS, `${g}:noun`).split('|');
    const priceCents = 450 + (h(`${g}:price`) % 49_500);
    list.push({
      id: g,
      sku: `${instance.code}-${String(g).padStart(5, '0')}`,
      name: `${pick(ADJECTIVES, `${g}:adj`)} ${noun}`,
      category,
      brand: pick(BRANDS, `${g}:brand`),
      priceCents,
      costCents: centsOfPercent(priceCents, 40 + (h(`${g}:margin`) % 30)),
      created: iso(day(DEMO_PRODUCTS_FROM, (h(`${g}:created`) % DEMO_PRODUCT_DAYS) + shiftDays)),
    });
  }
  return list;
}

function productRecords(
  company: DemoCompany,
  list: readonly Product[],
): Pick<Dataset, 'Products' | 'ProductOptions'> {
  const currency = company.instance.currency;
  return {
    Products: list.map((p) => ({
      id: p.id,
      status: 'Public',
      createdDate: p.created,
      modifiedDate: p.created,
      styleCode: p.sku,
      name: p.name,
      brand: p.brand,
      productType: p.category,
      productSubtype: '',
      supplierId: null,
    })),
    ProductOptions: list.map((p) => ({
      id: p.id,
      productId: p.id,
      status: 'Primary',
      createdDate: p.created,
      modifiedDate: p.created,
      code: p.sku,
      barcode: String(9_400_000_000_000 + p.id),
      supplierCode: '',
      option1: '',
      option2: '',
      option3: '',
      priceColumns: {
        [`retail${currency}`]: money(p.priceCents),
        [`wholesale${currency}`]: money(centsOfPercent(p.priceCents, 60)),
        [`cost${currency}`]: money(p.costCents),
      },
      stockAvailable: 0,
      stockOnHand: 0,
    })),
  };
}

/** One stock row per product and branch; each option's totals are the sums over its branches. */
function stockRecords(
  company: DemoCompany,
  list: readonly Product[],
  options: Json[],
  h: (key: string) => number,
) {
  const branches = company.instance.branches;
  const Stock: Json[] = [];
  list.forEach((p, index) => {
    const option = options[index] ?? {};
    let onHand = 0;
    let available = 0;
    branches.forEach((branch, b) => {
      const soh = h(`${p.id}:${branch}:onhand`) % 400;
      const allocated = Math.min(soh, h(`${p.id}:${branch}:allocated`) % 60);
      onHand += soh;
      available += soh - allocated;
      Stock.push({
        productId: p.id,
        productOptionId: p.id,
        modifiedDate: company.landedAt,
        styleCode: p.sku,
        code: p.sku,
        barcode: option.barcode,
        branchId: b + 1,
        branchName: branch,
        productName: p.name,
        option1: '',
        option2: '',
        option3: '',
        size: null,
        available: soh - allocated,
        stockOnHand: soh,
        openSales: allocated,
        incoming: 0,
        virtual: 0,
        holding: 0,
      });
    });
    option.stockOnHand = onHand;
    option.stockAvailable = available;
  });
  return Stock;
}

function contactRecords(company: DemoCompany, h: (key: string) => number): Json[] {
  const { instance, shiftDays } = company;
  const pick = <T>(values: readonly T[], key: string): T => values[h(key) % values.length] as T;
  const Contacts: Json[] = [];
  for (let g = 1; g <= instance.size.customers; g += 1) {
    const first = pick(FIRST_NAMES, `${g}:first`);
    const last = pick(LAST_NAMES, `${g}:last`);
    const [city = '', country = ''] = pick(instance.places, `${g}:place`).split('|');
    const created = iso(day(DEMO_CUSTOMERS_FROM, (h(`${g}:created`) % DEMO_CUSTOMER_DAYS) + shiftDays));
    Contacts.push({
      id: g,
      isActive: true,
      type: 'Customer',
      createdDate: created,
      modifiedDate: created,
      company: `${last} ${pick(COMPANY_SUFFIXES, `${g}:suffix`)}`,
      firstName: first,
      lastName: last,
      email: `${`${first}.${last}`.replaceAll(' ', '').toLowerCase()}${g}@example.com`,
      city,
      state: '',
      postCode: '',
      country,
      group: pick(CUSTOMER_GROUPS, `${g}:group`),
      priceColumn: `Retail${instance.currency}`,
    });
  }
  return Contacts;
}

/** The business status as Cin7 Omni keeps it: a status and a stage. */
const CIN7_STATUS: Record<string, { status: string; stage: string }> = {
  Draft: { status: 'DRAFT', stage: 'New' },
  Approved: { status: 'APPROVED', stage: 'Approved' },
  Dispatched: { status: 'APPROVED', stage: 'Dispatched' },
  Invoiced: { status: 'APPROVED', stage: 'Invoiced' },
  Voided: { status: 'VOID', stage: 'New' },
};

function salesOrderRecords(
  company: DemoCompany,
  list: readonly Product[],
  h: (key: string) => number,
): Json[] {
  const { instance, shiftDays } = company;
  const { orders, customers } = instance.size;
  const pick = <T>(values: readonly T[], key: string): T => values[h(key) % values.length] as T;
  const ratePercent = Math.round(instance.taxRate * 100);
  const SalesOrders: Json[] = [];
  let lineId = 0;
  for (let g = 1; g <= orders; g += 1) {
    // Order numbers rise with the date, over the demo's three years (moved along the calendar).
    // The first order is on the first day and the last on the last, whatever the company's size.
    const step = Math.floor(((g - 1) * (DEMO_ORDER_DAYS - 1)) / Math.max(orders - 1, 1));
    const date = isoDay(day(DEMO_ORDERS_FROM, shiftDays + step));
    const created = `${date}T00:00:00Z`;
    const business = pick(ORDER_STATUSES, `${g}:status`);
    const { status, stage } = CIN7_STATUS[business] ?? { status: 'APPROVED', stage: 'Approved' };
    const lineItems: Json[] = [];
    let productCents = 0;
    let discountCents = 0;
    const count = 1 + (h(`${g}:lines`) % 7);
    for (let n = 1; n <= count; n += 1) {
      const product = list[h(`${g}:${n}:product`) % list.length] as Product;
      const qty = 1 + (h(`${g}:${n}:qty`) % 24);
      const discount = Number(pick(DISCOUNTS, `${g}:${n}:discount`));
      const grossCents = qty * product.priceCents;
      const lineCents = centsOfPercent(grossCents, 100 - discount);
      productCents += grossCents;
      discountCents += grossCents - lineCents;
      lineId += 1;
      lineItems.push({
        id: lineId,
        createdDate: created,
        transactionId: g,
        productId: product.id,
        productOptionId: product.id,
        sort: n,
        code: product.sku,
        name: product.name,
        option1: '',
        option2: '',
        option3: '',
        qty,
        unitPrice: money(product.priceCents),
        unitCost: money(product.costCents),
        // Cin7's line discount is an amount: what the percentage took off, to the cent.
        discount: money(grossCents - lineCents),
        qtyShipped: stage === 'Dispatched' || stage === 'Invoiced' ? qty : 0,
      });
    }
    const subtotalCents = productCents - discountCents;
    const taxCents = centsOfPercent(subtotalCents, ratePercent);
    SalesOrders.push({
      id: g,
      createdDate: created,
      modifiedDate: created,
      reference: `${instance.code}-SO-${String(g).padStart(6, '0')}`,
      memberId: 1 + (h(`${g}:customer`) % customers),
      branchId: 1 + (h(`${g}:branch`) % instance.branches.length),
      stage,
      status,
      currencyCode: instance.currency,
      taxStatus: 'Excl',
      taxRate: instance.taxRate,
      productTotal: money(productCents),
      discountTotal: money(discountCents),
      freightTotal: 0,
      total: money(subtotalCents + taxCents),
      invoiceDate: stage === 'Invoiced' ? date : null,
      dispatchedDate: stage === 'Dispatched' || stage === 'Invoiced' ? date : null,
      lineItems,
    });
  }
  return SalesOrders;
}

/** The account's records: what its first import lands, and the model builds the demo company's business rows from. */
export function demoCompanyDataset(company: DemoCompany): Dataset {
  const h = hashOf(company.instance.schema);
  const list = products(company, h);
  const { Products, ProductOptions } = productRecords(company, list);
  const Stock = stockRecords(company, list, ProductOptions, h);
  const Contacts = contactRecords(company, h);
  // The order's customer's name and company, as Cin7 repeats them on the order.
  const SalesOrders = salesOrderRecords(company, list, h);
  for (const order of SalesOrders) {
    const customer = Contacts[Number(order.memberId) - 1] ?? {};
    Object.assign(order, {
      firstName: customer.firstName,
      lastName: customer.lastName,
      company: customer.company,
      email: customer.email,
    });
  }
  const instance = company.instance;
  const categories = [...new Set(PRODUCTS.map((entry) => entry.split('|')[0] ?? ''))];
  const related = relatedRecords({
    unit: (kind, index) => h(`${index}:${kind}`) / 2 ** 32,
    branches: instance.branches,
    country: instance.places[0]?.split('|')[1] ?? '',
    people: SALES_PEOPLE.map((entry) => {
      const [first = '', last = ''] = entry.split('|');
      return [first, last] as const;
    }),
    categories,
    categoryOf: (product) => String(product.productType),
    products: Products,
    options: ProductOptions,
    salesOrders: SalesOrders,
    currency: instance.currency,
  });
  return { Products, ProductOptions, Stock, Contacts, SalesOrders, PurchaseOrders: [], ...related };
}
