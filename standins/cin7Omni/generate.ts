/**
 * The simulator's deterministic world of one account: products with their options, stock per branch, contacts
 * (every 20th a supplier), then sales and purchase orders. Each record is created a minute after the one before, in
 * that order. An account's salt makes its records its own; its region names its branches, brands, cities and currency.
 */
import type { Dataset, Json, SimulatorSizes } from './dataset.ts';
import { generatePurchaseOrders, generateSalesOrders } from './orders.ts';
import { iso, money, randomOf } from './random.ts';
import { REGIONS, type RegionCode, type World } from './regions.ts';
import { relatedRecords } from './related.ts';

const TYPES = ['Apparel', 'Footwear', 'Accessories', 'Homeware'];
const COLOURS = ['Black', 'White', 'Navy', 'Green', 'Red', 'Grey'];
const SIZES = ['S', 'M', 'L', 'XL'];

/** Which account's data: the empty salt in New Zealand (the default) is the Harbour Traders account's. */
export interface AccountData {
  salt?: string;
  region?: RegionCode;
}

function productOption(world: World, p: number, o: number, sizes: SimulatorSizes, created: string): Json {
  const { unit, pick } = world.random;
  const currency = world.region.currency;
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
    priceColumns: {
      [`retail${currency}`]: retail,
      [`wholesale${currency}`]: money(retail * 0.6),
      [`cost${currency}`]: money(retail * 0.4),
    },
    stockAvailable: 0,
    stockOnHand: 0,
  };
}

function generateProducts(
  world: World,
  sizes: SimulatorSizes,
  stamp: () => string,
): Pick<Dataset, 'Products' | 'ProductOptions'> {
  const { unit, pick } = world.random;
  const BRANDS = world.region.brands;
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
      ProductOptions.push(productOption(world, p, o, sizes, created));
  }
  return { Products, ProductOptions };
}

/** One stock row per option and branch; each option's totals are the sums over its branches. */
function generateStock(world: World, options: Json[], branches: readonly string[]): Json[] {
  const { unit } = world.random;
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

function generateContacts(world: World, sizes: SimulatorSizes, stamp: () => string): Json[] {
  const { pick } = world.random;
  const { cities, firstNames, lastNames, currency, phonePrefix } = world.region;
  const Contacts: Json[] = [];
  for (let c = 1; c <= sizes.contacts; c += 1) {
    const created = stamp();
    const [city, country] = pick(cities, 'city', c);
    const supplier = c % 20 === 0;
    Contacts.push({
      id: c,
      isActive: true,
      type: supplier ? 'Supplier' : 'Customer',
      createdDate: created,
      modifiedDate: created,
      company: `${pick(lastNames, 'co', c)} ${supplier ? 'Supplies' : 'Retail'} ${c}`,
      firstName: pick(firstNames, 'first', c),
      lastName: pick(lastNames, 'last', c),
      email: `contact${c}@example.test`,
      phone: `${phonePrefix}${String(1_000_000 + c).slice(1)}`,
      city,
      state: '',
      postCode: String(1000 + (c % 9000)),
      country,
      group: pick(['Retail', 'Wholesale', 'Online'], 'group', c),
      priceColumn: `Retail${currency}`,
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
export function generateDataset(
  sizes: SimulatorSizes,
  timeline: Timeline,
  account: AccountData = {},
): Dataset {
  const world: World = { random: randomOf(account.salt ?? ''), region: REGIONS[account.region ?? 'NZ'] };
  const all = world.region.branches;
  const branches = all.slice(0, Math.max(1, Math.min(sizes.branches, all.length)));
  const { Products, ProductOptions } = generateProducts(world, sizes, stampsOver(timeline, sizes.products));
  const Stock = generateStock(world, ProductOptions, branches);
  const Contacts = generateContacts(world, sizes, stampsOver(timeline, sizes.contacts));
  const sources = {
    world,
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
  const { firstNames, lastNames, cities, currency } = world.region;
  const related = relatedRecords({
    unit: world.random.unit,
    branches,
    country: cities[0]?.[1] ?? '',
    people: [0, 1, 2, 3, 4].map((n) => [firstNames[n] ?? 'Sam', lastNames[n] ?? 'Lee'] as const),
    categories: TYPES,
    categoryOf: (product) => String(product.productType),
    products: Products,
    options: ProductOptions,
    salesOrders: SalesOrders,
    currency,
  });
  return { Products, ProductOptions, Stock, Contacts, SalesOrders, PurchaseOrders, ...related };
}
