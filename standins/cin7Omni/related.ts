/**
 * The resources an account's products and sales orders lead to, made the same way for a generated account
 * (generate.ts) and a demo company (demoCompany.ts): its branches, its users (the sales people on orders and
 * quotes), its product categories, credit notes against invoiced sales orders, payments of invoiced orders and of
 * those credit notes, quotes to its customers, transfers between its branches and stock adjustments of its product
 * options. Each record is dated by the sales orders around it, so none is newer than the newest order.
 */
import type { Dataset, Json } from './dataset.ts';
import { iso, money } from './random.ts';

const DAY_MS = 86_400_000;

/** What the related records are made from. `unit(kind, index)` is the account's deterministic number in [0, 1). */
export interface RelatedSources {
  unit: (kind: string, index: number) => number;
  branches: readonly string[];
  country: string;
  /** The account's sales people: first and last names. */
  people: readonly (readonly [string, string])[];
  /** Category names in order; a product's category is `categoryOf(product)`. */
  categories: readonly string[];
  categoryOf: (product: Json) => string;
  products: Json[];
  options: Json[];
  salesOrders: Json[];
  currency: string;
}

/** One in `every` records of a kind. */
const share = (count: number, every: number) => Math.max(1, Math.floor(count / every));

const timeOf = (record: Json) => Date.parse(String(record.createdDate));

/** A time `days` after `from`, never after `latest`, whole seconds. */
const later = (from: number, days: number, latest: number) => iso(Math.min(from + days * DAY_MS, latest));

function branchRecords(sources: RelatedSources, created: string): Json[] {
  return sources.branches.map((name, index) => ({
    id: index + 1,
    createdDate: created,
    modifiedDate: created,
    isActive: true,
    branchType: index === 0 ? 'Warehouse' : 'Retail',
    company: name,
    city: name,
    country: sources.country,
  }));
}

function userRecords(sources: RelatedSources, created: string): Json[] {
  return sources.people.map(([first, last], index) => ({
    id: index + 1,
    createdDate: created,
    modifiedDate: created,
    isActive: index < sources.people.length - 1,
    firstName: first,
    lastName: last,
    email: `${first}.${last}`.replaceAll(' ', '').toLowerCase() + '@example.com',
  }));
}

/** Lines copied from an order's lines, with quantities as `qtyOf` gives them (Cin7 returns credit as negative). */
function copiedLines(
  order: Json,
  transactionId: number,
  created: string,
  nextId: { next: number },
  qtyOf: (line: Json) => number,
): Json[] {
  return (order.lineItems as Json[]).map((line, index) => {
    const qty = qtyOf(line);
    const gross = Number(line.unitPrice) * Math.abs(qty);
    const discountShare =
      Number(line.qty) > 0 ? Number(line.discount) * (Math.abs(qty) / Number(line.qty)) : 0;
    return {
      id: nextId.next++,
      createdDate: created,
      transactionId,
      productId: line.productId,
      productOptionId: line.productOptionId,
      sort: index + 1,
      code: line.code,
      name: line.name,
      option1: line.option1,
      option2: line.option2,
      option3: line.option3,
      qty,
      unitPrice: line.unitPrice,
      discount: money(Math.min(gross, discountShare)) * Math.sign(qty),
    };
  });
}

/** Product, discount and grand totals of lines, with the order's tax (negative lines give negative totals). */
function totalsOf(lines: Json[], order: Json) {
  const productTotal = money(lines.reduce((sum, l) => sum + Number(l.qty) * Number(l.unitPrice), 0));
  const discountTotal = money(lines.reduce((sum, l) => sum + Number(l.discount), 0));
  const net = productTotal - discountTotal;
  const tax = order.taxStatus === 'Excl' ? money(net * Number(order.taxRate ?? 0)) : 0;
  return { productTotal, discountTotal, freightTotal: 0, total: money(net + tax) };
}

/** Credit notes for about one in 12 invoiced orders: part of each line returned. */
function creditNoteRecords(sources: RelatedSources, latest: number, lineIds: { next: number }): Json[] {
  const { unit } = sources;
  const credited = sources.salesOrders.filter(
    (order) =>
      order.stage === 'Invoiced' && order.status !== 'VOID' && unit('credit', Number(order.id)) < 1 / 12,
  );
  return credited.map((order, index) => {
    const id = index + 1;
    const created = later(timeOf(order), 3 + Math.floor(unit('credit-days', id) * 20), latest);
    const lineItems = copiedLines(
      order,
      id,
      created,
      lineIds,
      (line) => -Math.max(1, Math.floor(Number(line.qty) * unit('credit-qty', Number(line.id)))),
    );
    return {
      id,
      createdDate: created,
      modifiedDate: created,
      isApproved: true,
      reference: `CN-${String(id).padStart(6, '0')}`,
      creditNoteNumber: id,
      creditNoteDate: created,
      completedDate: created,
      salesReference: order.reference,
      memberId: order.memberId,
      firstName: order.firstName,
      lastName: order.lastName,
      company: order.company,
      email: order.email,
      branchId: order.branchId,
      salesPersonId: order.salesPersonId,
      status: 'APPROVED',
      currencyCode: order.currencyCode,
      taxStatus: order.taxStatus,
      taxRate: order.taxRate,
      ...totalsOf(lineItems, order),
      lineItems,
    };
  });
}

/** A payment of every invoiced order (its total) and a refund of every credit note (negative). */
function paymentRecords(sources: RelatedSources, creditNotes: Json[], latest: number): Json[] {
  const { unit } = sources;
  const methods = ['Credit Card', 'Direct Credit', 'Cash', 'EFTPOS'];
  const payments: Json[] = [];
  const pay = (order: Json, amount: number, when: string, orderType: string) => {
    const id = payments.length + 1;
    payments.push({
      id,
      createdDate: when,
      modifiedDate: when,
      paymentDate: when,
      amount,
      method: methods[Math.floor(unit('method', id) * methods.length)],
      isAuthorized: true,
      transactionRef: `TX-${String(id).padStart(7, '0')}`,
      orderId: order.id,
      orderRef: order.reference,
      branchId: order.branchId,
      orderType,
    });
  };
  for (const order of sources.salesOrders) {
    if (order.stage !== 'Invoiced' || order.status === 'VOID') continue;
    pay(
      order,
      Number(order.total),
      later(timeOf(order), Math.floor(unit('paid', Number(order.id)) * 30), latest),
      'SalesOrder',
    );
  }
  for (const note of creditNotes) pay(note, Number(note.total), String(note.createdDate), 'CreditNote');
  return payments
    .sort(
      (a, b) =>
        Date.parse(String(a.createdDate)) - Date.parse(String(b.createdDate)) || Number(a.id) - Number(b.id),
    )
    .map((p, index) => ({ ...p, id: index + 1 }));
}

/** One quote for every fifth sales order, to the same customer, a week before it; some were won. */
function quoteRecords(sources: RelatedSources, lineIds: { next: number }): Json[] {
  const { unit } = sources;
  const stages = ['New', 'Awaiting Payment', 'Declined', 'Processing'];
  const quoted = sources.salesOrders.filter((order) => Number(order.id) % 5 === 0);
  return quoted.map((order, index) => {
    const id = index + 1;
    const created = iso(timeOf(order) - 7 * DAY_MS);
    const lineItems = copiedLines(order, id, created, lineIds, (line) => Number(line.qty));
    return {
      id,
      createdDate: created,
      modifiedDate: created,
      reference: `QU-${String(id).padStart(6, '0')}`,
      memberId: order.memberId,
      firstName: order.firstName,
      lastName: order.lastName,
      company: order.company,
      email: order.email,
      branchId: order.branchId,
      salesPersonId: order.salesPersonId,
      stage: stages[Math.floor(unit('quote-stage', id) * stages.length)],
      status: 'APPROVED',
      probability: Math.round(unit('quote-chance', id) * 10) * 10,
      expectedOrderDate: iso(timeOf(order)),
      currencyCode: order.currencyCode,
      taxStatus: order.taxStatus,
      taxRate: order.taxRate,
      ...totalsOf(lineItems, order),
      lineItems,
    };
  });
}

/** Stock lines of option ids drawn for one record. */
function stockLines(
  sources: RelatedSources,
  kind: string,
  id: number,
  created: string,
  lineIds: { next: number },
  qtyOf: (lineId: number) => number,
): Json[] {
  const { unit, options } = sources;
  const count = 1 + Math.floor(unit(`${kind}-lines`, id) * 4);
  const lines: Json[] = [];
  for (let n = 0; n < count; n += 1) {
    const lineId = lineIds.next++;
    const option = options[Math.floor(unit(`${kind}-option`, lineId) * options.length)] ?? {};
    const prices = option.priceColumns as Json | undefined;
    lines.push({
      id: lineId,
      createdDate: created,
      transactionId: id,
      productId: option.productId,
      productOptionId: option.id,
      sort: n + 1,
      code: option.code,
      name: `Product ${String(option.productId)}`,
      option1: option.option1,
      option2: option.option2,
      option3: option.option3,
      qty: qtyOf(lineId),
      unitCost: Number(prices?.[`cost${sources.currency}`] ?? 0),
    });
  }
  return lines;
}

/** Transfers between two different branches, one for every 40 sales orders, dated by the orders. */
function transferRecords(sources: RelatedSources, latest: number, lineIds: { next: number }): Json[] {
  const { unit, branches, salesOrders } = sources;
  if (branches.length < 2) return [];
  const count = share(salesOrders.length, 40);
  const transfers: Json[] = [];
  for (let id = 1; id <= count; id += 1) {
    const anchor = salesOrders[Math.floor(((id - 1) * salesOrders.length) / count)] ?? {};
    const created = iso(timeOf(anchor));
    const from = Math.floor(unit('transfer-from', id) * branches.length);
    const to = (from + 1 + Math.floor(unit('transfer-to', id) * (branches.length - 1))) % branches.length;
    const received = unit('transfer-received', id) < 0.9;
    const lines = stockLines(
      sources,
      'transfer',
      id,
      created,
      lineIds,
      (lineId) => 1 + Math.floor(unit('transfer-qty', lineId) * 20),
    );
    transfers.push({
      id,
      createdDate: created,
      modifiedDate: created,
      isApproved: true,
      reference: `TR-${String(id).padStart(6, '0')}`,
      sourceBranchId: from + 1,
      destinationBranchId: to + 1,
      stage: received ? 'Received' : 'Dispatched',
      dispatchedDate: created,
      receivedDate: received ? later(timeOf(anchor), 2, latest) : null,
      productTotal: money(lines.reduce((sum, l) => sum + Number(l.qty) * Number(l.unitCost), 0)),
      // BranchTransferItem has no unit cost: the lines go without it.
      lineItems: lines.map((line) =>
        Object.fromEntries(Object.entries(line).filter(([name]) => name !== 'unitCost')),
      ),
    });
  }
  return transfers;
}

/** Stock adjustments (counts, damage, shrinkage) of one branch, one for every 60 sales orders. */
function adjustmentRecords(sources: RelatedSources, lineIds: { next: number }): Json[] {
  const { unit, branches, salesOrders } = sources;
  const reasons = ['Stocktake', 'Damaged', 'Shrinkage', 'Found stock'];
  const count = share(salesOrders.length, 60);
  const adjustments: Json[] = [];
  for (let id = 1; id <= count; id += 1) {
    const anchor = salesOrders[Math.floor(((id - 1) * salesOrders.length) / count)] ?? {};
    const created = iso(timeOf(anchor));
    const reason = reasons[Math.floor(unit('adjust-reason', id) * reasons.length)] ?? 'Stocktake';
    const sign =
      reason === 'Found stock' ? 1 : reason === 'Stocktake' ? (unit('adjust-sign', id) < 0.5 ? 1 : -1) : -1;
    const lineItems = stockLines(
      sources,
      'adjust',
      id,
      created,
      lineIds,
      (lineId) => sign * (1 + Math.floor(unit('adjust-qty', lineId) * 5)),
    );
    adjustments.push({
      id,
      createdDate: created,
      modifiedDate: created,
      isApproved: true,
      reference: `ADJ-${String(id).padStart(6, '0')}`,
      branchId: 1 + Math.floor(unit('adjust-branch', id) * branches.length),
      completedDate: created,
      adjustmentReason: reason,
      productTotal: money(lineItems.reduce((sum, l) => sum + Number(l.qty) * Number(l.unitCost), 0)),
      lineItems,
    });
  }
  return adjustments;
}

/**
 * The related resources of an account; gives each sales order its sales person (salesPersonId) and each product its
 * category (categoryIdArray) on the way.
 */
export function relatedRecords(
  sources: RelatedSources,
): Omit<Dataset, 'Products' | 'ProductOptions' | 'Stock' | 'Contacts' | 'SalesOrders' | 'PurchaseOrders'> {
  const { unit, salesOrders } = sources;
  const times = [...sources.products, ...salesOrders].map(timeOf).filter(Number.isFinite);
  const first = iso(Math.min(...times));
  const latest = Math.max(...times);
  const Users = userRecords(sources, first);
  for (const order of salesOrders)
    order.salesPersonId = 1 + Math.floor(unit('sales-person', Number(order.id)) * Users.length);
  const ProductCategories = sources.categories.map((name, index) => ({
    id: index + 1,
    parentId: 0,
    isActive: true,
    sort: index,
    name,
  }));
  for (const product of sources.products)
    product.categoryIdArray = [1 + sources.categories.indexOf(sources.categoryOf(product))];
  // Line ids of every resource's lines are unique within the resource; these sit above the orders' ones.
  const lineIds = { next: 20_000_000 };
  const CreditNotes = creditNoteRecords(sources, latest, lineIds);
  return {
    CreditNotes,
    Payments: paymentRecords(sources, CreditNotes, latest),
    Branches: branchRecords(sources, first),
    BranchTransfers: transferRecords(sources, latest, lineIds),
    Adjustments: adjustmentRecords(sources, lineIds),
    Quotes: quoteRecords(sources, lineIds),
    ProductCategories,
    Users,
  };
}
