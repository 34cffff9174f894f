/** Sales and purchase orders with their line items, over the generated product options and contacts. */
import type { Json, SimulatorSizes } from './dataset.ts';
import { iso, MINUTE, money } from './random.ts';
import type { World } from './regions.ts';

const STAGES = ['New', 'Approved', 'Dispatched', 'Invoiced'];

/** What orders are made from, and the line ids they share (purchase order lines continue after sales ones). */
export interface OrderSources {
  world: World;
  sizes: SimulatorSizes;
  options: Json[];
  contacts: Json[];
  branchCount: number;
  /** The next record's created time. */
  stamp: () => string;
  lineIds: { next: number };
}

function lineItems(
  world: World,
  kind: string,
  orderId: number,
  count: number,
  options: Json[],
  start: number,
  created: string,
) {
  const { unit } = world.random;
  const currency = world.region.currency;
  const lines: Json[] = [];
  for (let n = 0; n < count; n += 1) {
    const lineId = start + n;
    const option = options[Math.floor(unit(`${kind}-option`, lineId) * options.length)] ?? {};
    const prices = option.priceColumns as Json | undefined;
    const price = Number(prices?.[`retail${currency}`] ?? 10);
    const qty = 1 + Math.floor(unit(`${kind}-qty`, lineId) * 6);
    lines.push({
      id: lineId,
      createdDate: created,
      transactionId: orderId,
      productId: option.productId,
      productOptionId: option.id,
      sort: n + 1,
      code: option.code,
      name: `Product ${String(option.productId)}`,
      option1: option.option1,
      option2: option.option2,
      option3: '',
      qty,
      unitPrice: price,
      // Cin7 sends a unit cost on sales order lines only (PurchaseOrderItem has none).
      ...(kind === 'so' ? { unitCost: Number(prices?.[`cost${currency}`] ?? 5) } : {}),
      discount: unit(`${kind}-disc`, lineId) < 0.2 ? money(price * qty * 0.1) : 0,
      qtyShipped: qty,
    });
  }
  return lines;
}

/**
 * The order's product, discount and grand totals from its lines. The total is what the customer pays: with prices
 * excluding tax ('Excl'), the tax is added on top.
 */
export function totals(order: Json): void {
  const lines = order.lineItems as Json[];
  const productTotal = money(lines.reduce((sum, l) => sum + Number(l.qty) * Number(l.unitPrice), 0));
  const discountTotal = money(lines.reduce((sum, l) => sum + Number(l.discount), 0));
  order.productTotal = productTotal;
  order.discountTotal = discountTotal;
  const net = productTotal - discountTotal + Number(order.freightTotal ?? 0);
  const tax = order.taxStatus === 'Excl' ? money(net * Number(order.taxRate ?? 0)) : 0;
  order.total = money(net + tax);
}

/** Lines per order cycle through 1..2×average−1. */
const linesOf = (sizes: SimulatorSizes, orderId: number) =>
  ((orderId - 1) % Math.max(1, 2 * sizes.averageLinesPerOrder - 1)) + 1;

export function generateSalesOrders(sources: OrderSources): Json[] {
  const { world, sizes, options, branchCount, stamp, lineIds } = sources;
  const { unit, pick } = world.random;
  const customers = sources.contacts.filter((c) => c.type === 'Customer');
  const orders: Json[] = [];
  for (let s = 1; s <= sizes.salesOrders; s += 1) {
    const created = stamp();
    const customer = customers[Math.floor(unit('cust', s) * customers.length)] ?? {};
    const count = linesOf(sizes, s);
    const stage = pick(STAGES, 'stage', s);
    const order: Json = {
      id: s,
      createdDate: created,
      modifiedDate: created,
      reference: `SO-${String(s).padStart(6, '0')}`,
      memberId: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      company: customer.company,
      email: customer.email,
      branchId: 1 + Math.floor(unit('sobranch', s) * branchCount),
      stage,
      status: unit('void', s) < 0.02 ? 'VOID' : 'APPROVED',
      currencyCode: world.region.currency,
      taxStatus: world.region.taxStatus,
      taxRate: world.region.taxRate,
      freightTotal: unit('freight', s) < 0.3 ? 9.5 : 0,
      invoiceDate: stage === 'Invoiced' ? created : null,
      dispatchedDate: stage === 'Dispatched' || stage === 'Invoiced' ? created : null,
      lineItems: lineItems(world, 'so', s, count, options, lineIds.next, created),
    };
    lineIds.next += count;
    totals(order);
    orders.push(order);
  }
  return orders;
}

export function generatePurchaseOrders(sources: OrderSources): Json[] {
  const { world, sizes, options, branchCount, stamp, lineIds } = sources;
  const { unit, pick } = world.random;
  const suppliers = sources.contacts.filter((c) => c.type === 'Supplier');
  const orders: Json[] = [];
  for (let p = 1; p <= sizes.purchaseOrders; p += 1) {
    const created = stamp();
    const supplier = suppliers[Math.floor(unit('sup', p) * suppliers.length)] ?? {};
    const count = linesOf(sizes, p);
    const order: Json = {
      id: p,
      createdDate: created,
      modifiedDate: created,
      reference: `PO-${String(p).padStart(6, '0')}`,
      supplierId: supplier.id ?? null,
      company: supplier.company ?? null,
      branchId: 1 + Math.floor(unit('pobranch', p) * branchCount),
      stage: pick(['Draft', 'Ordered', 'Received'], 'postage', p),
      status: 'APPROVED',
      currencyCode: world.region.currency,
      freightTotal: 0,
      estimatedDeliveryDate: iso(Date.parse(created) + 14 * 24 * 60 * MINUTE),
      // Purchase order line ids sit far above the sales ones.
      lineItems: lineItems(world, 'po', p, count, options, 10_000_000 + lineIds.next, created),
    };
    lineIds.next += count;
    totals(order);
    orders.push(order);
  }
  return orders;
}
