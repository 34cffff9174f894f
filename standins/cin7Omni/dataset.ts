/** The simulator's records by resource, and how big the generated world is. */
export type Json = Record<string, unknown>;

export interface SimulatorSizes {
  products: number;
  /** Options (SKUs) per product. */
  optionsPerProduct: number;
  branches: number;
  contacts: number;
  salesOrders: number;
  /** Lines per sales order cycle through 1..2×average−1, so the total is salesOrders × average (exactly, for whole cycles). */
  averageLinesPerOrder: number;
  purchaseOrders: number;
}

export const DEMO_SIZES: SimulatorSizes = {
  products: 2000,
  optionsPerProduct: 2,
  branches: 3,
  contacts: 3000,
  salesOrders: 6000,
  averageLinesPerOrder: 4,
  purchaseOrders: 600,
};

export interface Dataset {
  Products: Json[];
  ProductOptions: Json[];
  Stock: Json[];
  Contacts: Json[];
  SalesOrders: Json[];
  PurchaseOrders: Json[];
  CreditNotes: Json[];
  Payments: Json[];
  Branches: Json[];
  BranchTransfers: Json[];
  Adjustments: Json[];
  Quotes: Json[];
  ProductCategories: Json[];
  Users: Json[];
}

export type Resource = keyof Dataset;

export const RESOURCES: Resource[] = [
  'Products',
  'ProductOptions',
  'Stock',
  'Contacts',
  'SalesOrders',
  'PurchaseOrders',
  'CreditNotes',
  'Payments',
  'Branches',
  'BranchTransfers',
  'Adjustments',
  'Quotes',
  'ProductCategories',
  'Users',
];

/** Resources whose records carry line items (lineItems). */
export const WITH_LINES: readonly Resource[] = [
  'SalesOrders',
  'PurchaseOrders',
  'CreditNotes',
  'BranchTransfers',
  'Adjustments',
  'Quotes',
];

const lineCount = (records: Json[]) => records.reduce((sum, r) => sum + (r.lineItems as Json[]).length, 0);

/** Rows each landed table should hold for this data. */
export function expectedRows(data: Dataset): Record<string, number> {
  return {
    cin7_products: data.Products.length,
    cin7_product_options: data.ProductOptions.length,
    cin7_stock: data.Stock.length,
    cin7_contacts: data.Contacts.length,
    cin7_sales_orders: data.SalesOrders.length,
    cin7_sales_order_lines: lineCount(data.SalesOrders),
    cin7_purchase_orders: data.PurchaseOrders.length,
    cin7_purchase_order_lines: lineCount(data.PurchaseOrders),
    cin7_credit_notes: data.CreditNotes.length,
    cin7_credit_note_lines: lineCount(data.CreditNotes),
    cin7_payments: data.Payments.length,
    cin7_branches: data.Branches.length,
    cin7_branch_transfers: data.BranchTransfers.length,
    cin7_branch_transfer_lines: lineCount(data.BranchTransfers),
    cin7_adjustments: data.Adjustments.length,
    cin7_adjustment_lines: lineCount(data.Adjustments),
    cin7_quotes: data.Quotes.length,
    cin7_quote_lines: lineCount(data.Quotes),
    cin7_product_categories: data.ProductCategories.length,
    cin7_users: data.Users.length,
  };
}
