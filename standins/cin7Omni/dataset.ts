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
}

export type Resource = keyof Dataset;

export const RESOURCES: Resource[] = [
  'Products',
  'ProductOptions',
  'Stock',
  'Contacts',
  'SalesOrders',
  'PurchaseOrders',
];

/** Rows each landed table should hold for this data. */
export function expectedRows(data: Dataset): Record<string, number> {
  return {
    cin7_products: data.Products.length,
    cin7_product_options: data.ProductOptions.length,
    cin7_stock: data.Stock.length,
    cin7_contacts: data.Contacts.length,
    cin7_sales_orders: data.SalesOrders.length,
    cin7_sales_order_lines: data.SalesOrders.reduce((sum, o) => sum + (o.lineItems as Json[]).length, 0),
    cin7_purchase_orders: data.PurchaseOrders.length,
    cin7_purchase_order_lines: data.PurchaseOrders.reduce(
      (sum, o) => sum + (o.lineItems as Json[]).length,
      0,
    ),
  };
}
