/**
 * The simulator's deterministic world: products with their options, stock per branch, contacts (every 20th a
 * supplier), then sales and purchase orders. Each record is created a minute after the one before, in that order.
 */
import type { Dataset, Json, SimulatorSizes } from './dataset.ts';
import { generatePurchaseOrders, generateSalesOrders } from './orders.ts';
import { iso, money, pick, unit } from './random.ts';

const BRANCHES = ['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Dunedin'];
const BRANDS = ['Harbour', 'Kauri', 'Southern Cross', 'Tui', 'Pohutukawa', 'Rimu'];
const TYPES = ['Apparel', 'Footwear', 'Accessories', 'Homeware'];
const COLOURS = ['Black', 'White', 'Navy', 'Green', 'Red', 'Grey'];
const SIZES = ['S', 'M', 'L', 'XL'];
const CITIES = [
  ['Auckland', 'New Zealand'],
  ['Wellington', 'New Zealand'],
  ['Sydney', 'Australia'],
  ['Melbourne', 'Australia'],
  ['Christchurch', 'New Zealand'],
];
const FIRST = ['Aroha', 'Ben', 'Chloe', 'Daniel', 'Ella', 'Finn', 'Grace', 'Hemi', 'Isla', 'Jack'];
const LAST = ['Smith', 'Ngata', 'Brown', 'Wilson', 'Taylor', 'Walker', 'Clarke', 'Young'];

function productOption(p: number, o: number, sizes: SimulatorSizes, created: string): Json {
  const id = (p - 1) * sizes.optionsPerProduct + o + 1;
  const retail = money(10 + unit('price', p) * 190);
  return {
    id,
    productId: p,
    status: 'Primary',
    createdDate: created,
    modifiedDate: created,
    code: `STY-${String(p).padStart(5, '0')}-${pick(SIZES, 'size', id)}${o}`,
    barcode: String(9_400_000_000_000 + id),
    supplierCode: `SUP-${id}`,
    option1: pick(COLOURS, 'colour', id),
    option2: SIZES[o % SIZES.length],
    option3: '',
    priceColumns: { retailNZD: retail, wholesaleNZD: money(retail * 0.6), costNZD: money(retail * 0.4) },
    stockAvailable: 0,
    stockOnHand: 0,
  };
}

function generateProducts(
  sizes: SimulatorSizes,
  stamp: () => string,
): Pick<Dataset, 'Products' | 'ProductOptions'> {
  const Products: Json[] = [];
  const ProductOptions: Json[] = [];
  for (let p = 1; p <= sizes.products; p += 1) {
    const created = stamp();
    Products.push({
      id: p,
      status: unit('status', p) < 0.95 ? 'Public' : 'Inactive',
      createdDate: created,
      modifiedDate: created,
      styleCode: `STY-${String(p).padStart(5, '0')}`,
      name: `${pick(BRANDS, 'brand', p)} ${pick(TYPES, 'type', p)} ${p}`,
      brand: pick(BRANDS, 'brand', p),
      productType: pick(TYPES, 'type', p),
      productSubtype: pick(COLOURS, 'sub', p),
      supplierId: 100_000 + (p % 50),
    });
    for (let o = 0; o < sizes.optionsPerProduct; o += 1)
      ProductOptions.push(productOption(p, o, sizes, created));
  }
  return { Products, ProductOptions };
}

/** One stock row per option and branch; each option's totals are the sums over its branches. */
function generateStock(options: Json[], branches: string[]): Json[] {
  const Stock: Json[] = [];
  for (const option of options) {
    let onHand = 0;
    let available = 0;
    branches.forEach((branch, b) => {
      const id = Number(option.id);
      const soh = Math.floor(unit(`soh${b}`, id) * 120);
      const open = Math.floor(unit(`open${b}`, id) * Math.min(soh, 15));
      onHand += soh;
      available += soh - open;
      Stock.push({
        productId: option.productId,
        productOptionId: id,
        modifiedDate: option.modifiedDate,
        styleCode: String(option.code).slice(0, 9),
        code: option.code,
        barcode: option.barcode,
        branchId: b + 1,
        branchName: branch,
        productName: `Product ${String(option.productId)}`,
        option1: option.option1,
        option2: option.option2,
        option3: '',
        size: null,
        available: soh - open,
        stockOnHand: soh,
        openSales: open,
        incoming: Math.floor(unit(`inc${b}`, id) * 20),
        virtual: 0,
        holding: 0,
      });
    });
    option.stockOnHand = onHand;
    option.stockAvailable = available;
  }
  return Stock;
}

function generateContacts(sizes: SimulatorSizes, stamp: () => string): Json[] {
  const Contacts: Json[] = [];
  for (let c = 1; c <= sizes.contacts; c += 1) {
    const created = stamp();
    const [city, country] = pick(CITIES, 'city', c);
    const supplier = c % 20 === 0;
    Contacts.push({
      id: c,
      isActive: true,
      type: supplier ? 'Supplier' : 'Customer',
      createdDate: created,
      modifiedDate: created,
      company: `${pick(LAST, 'co', c)} ${supplier ? 'Supplies' : 'Retail'} ${c}`,
      firstName: pick(FIRST, 'first', c),
      lastName: pick(LAST, 'last', c),
      email: `contact${c}@example.test`,
      phone: `+64 9 ${String(1_000_000 + c).slice(1)}`,
      city,
      state: '',
      postCode: String(1000 + (c % 9000)),
      country,
      group: pick(['Retail', 'Wholesale', 'Online'], 'group', c),
      priceColumn: 'RetailNZD',
    });
  }
  return Contacts;
}

/** When the world's records were made: each resource's records spread evenly from `start` to `end`, oldest first. */
export interface Timeline {
  start: number;
  end: number;
}

/** The creation times of `count` records of one resource, whole seconds as Cin7 answers them. */
function stampsOver(timeline: Timeline, count: number): () => string {
  const step = count > 1 ? (timeline.end - timeline.start) / (count - 1) : 0;
  let index = 0;
  return () => iso(Math.round((timeline.start + index++ * step) / 1000) * 1000);
}

/**
 * The whole world for these sizes. Each resource has its own timeline over the same span (a resource's watermark is
 * its own), so a company's first import holds orders of every month of the span, up to its end.
 */
export function generateDataset(sizes: SimulatorSizes, timeline: Timeline): Dataset {
  const branches = BRANCHES.slice(0, Math.max(1, Math.min(sizes.branches, BRANCHES.length)));
  const { Products, ProductOptions } = generateProducts(sizes, stampsOver(timeline, sizes.products));
  const Stock = generateStock(ProductOptions, branches);
  const Contacts = generateContacts(sizes, stampsOver(timeline, sizes.contacts));
  const sources = {
    sizes,
    options: ProductOptions,
    contacts: Contacts,
    branchCount: branches.length,
    lineIds: { next: 1 },
  };
  const SalesOrders = generateSalesOrders({ ...sources, stamp: stampsOver(timeline, sizes.salesOrders) });
  const PurchaseOrders = generatePurchaseOrders({
    ...sources,
    stamp: stampsOver(timeline, sizes.purchaseOrders),
  });
  return { Products, ProductOptions, Stock, Contacts, SalesOrders, PurchaseOrders };
}
