/**
 * The Cin7 Omni transactions beside sales and purchase orders: credit notes (returns and refunds), payments, quotes,
 * branch transfers and stock adjustments, each with its lines where the API has them (LineItems). Keys are Cin7's
 * ids: a header by its id, a line by its line id.
 */
import { column, field } from '../landedTables.ts';
import { cin7Table, created, lineTable, measure, modified, taxRatePercent } from './columns.ts';
import type { Cin7Entity } from './entities.ts';

/** The customer, branch, sales person, status and amounts quotes and credit notes share with sales orders. */
const customerTransaction = [
  column('reference', 'Reference', 'text', 'dimension', field('reference'), { searchable: true }),
  column('member_id', 'Customer ID', 'integer', 'dimension', field('memberId')),
  column('company', 'Company', 'text', 'dimension', field('company'), { searchable: true }),
  column('branch_id', 'Branch ID', 'integer', 'dimension', field('branchId')),
  column('sales_person_id', 'Sales Person ID', 'integer', 'dimension', field('salesPersonId')),
  column('status', 'Status', 'text', 'dimension', field('status'), { searchable: true }),
  column('currency_code', 'Currency', 'text', 'dimension', field('currencyCode')),
  measure('product_total', 'Product Total', 'productTotal'),
  measure('discount_total', 'Discount Total', 'discountTotal'),
  measure('freight_total', 'Freight Total', 'freightTotal'),
  measure('total', 'Total', 'total'),
  column('tax_status', 'Tax Status', 'text', 'dimension', field('taxStatus')),
  column('tax_rate', 'Tax Rate %', 'numeric', 'measure', taxRatePercent),
];
const customerTransactionFields = [
  'id',
  'reference',
  'memberId',
  'company',
  'branchId',
  'salesPersonId',
  'status',
  'currencyCode',
  'productTotal',
  'discountTotal',
  'freightTotal',
  'total',
  'taxStatus',
  'taxRate',
  'createdDate',
  'modifiedDate',
  'lineItems',
];

const incremental = { modifiedField: 'modifiedDate', filterField: 'ModifiedDate', aliases: [] } as const;

export const TRANSACTION_ENTITIES: readonly Cin7Entity[] = [
  {
    key: 'creditNotes',
    name: 'Credit notes',
    description:
      'Credit notes for returns and refunds against sales orders, with every credited line (LineItems).',
    resource: '/v1/CreditNotes',
    ...incremental,
    fields: [...customerTransactionFields, 'salesReference', 'creditNoteDate', 'completedDate'],
    tables: [
      cin7Table({
        name: 'cin7_credit_notes',
        friendlyName: 'Cin7 Credit Notes',
        description:
          'Credit note headers from Cin7 Omni (amounts as Cin7 sends them: negative for a credit).',
        primaryKey: ['credit_note_id'],
        indexes: [['member_id'], ['sales_reference']],
        columns: [
          column('credit_note_id', 'Credit Note ID', 'integer', 'dimension', field('id'), { notNull: true }),
          column('sales_reference', 'Sales Order Reference', 'text', 'dimension', field('salesReference'), {
            searchable: true,
          }),
          ...customerTransaction,
          column('credit_note_date', 'Credit Note Date', 'date', 'dimension', field('creditNoteDate')),
          column('completed_date', 'Completed Date', 'date', 'dimension', field('completedDate')),
          created,
          modified,
        ],
      }),
      lineTable('cin7_credit_note_lines', 'Cin7 Credit Note Lines', 'credit_note_id', 'Credit Note'),
    ],
  },
  {
    key: 'payments',
    name: 'Payments',
    description: 'Payments received against sales orders and refunds paid against credit notes.',
    resource: '/v1/Payments',
    ...incremental,
    fields: [
      'id',
      'paymentDate',
      'amount',
      'method',
      'transactionRef',
      'orderId',
      'orderRef',
      'orderType',
      'branchId',
      'createdDate',
      'modifiedDate',
    ],
    tables: [
      cin7Table({
        name: 'cin7_payments',
        friendlyName: 'Cin7 Payments',
        description: 'Payments from Cin7 Omni, each against one order or credit note.',
        primaryKey: ['payment_id'],
        indexes: [['order_id']],
        columns: [
          column('payment_id', 'Payment ID', 'integer', 'dimension', field('id'), { notNull: true }),
          column('payment_date', 'Payment Date', 'timestamptz', 'dimension', field('paymentDate')),
          measure('amount', 'Amount', 'amount'),
          column('method', 'Method', 'text', 'dimension', field('method'), { searchable: true }),
          column('transaction_ref', 'Transaction Reference', 'text', 'dimension', field('transactionRef')),
          column('order_id', 'Order ID', 'integer', 'dimension', field('orderId')),
          column('order_ref', 'Order Reference', 'text', 'dimension', field('orderRef'), {
            searchable: true,
          }),
          column('order_type', 'Order Type', 'text', 'dimension', field('orderType')),
          column('branch_id', 'Branch ID', 'integer', 'dimension', field('branchId')),
          created,
          modified,
        ],
      }),
    ],
  },
  {
    key: 'quotes',
    name: 'Quotes',
    description: 'Quotes to customers with their stage, probability, totals and lines (LineItems).',
    resource: '/v1/Quotes',
    ...incremental,
    fields: [...customerTransactionFields, 'stage', 'probability', 'expectedOrderDate'],
    tables: [
      cin7Table({
        name: 'cin7_quotes',
        friendlyName: 'Cin7 Quotes',
        description: 'Quote headers from Cin7 Omni.',
        primaryKey: ['quote_id'],
        indexes: [['member_id']],
        columns: [
          column('quote_id', 'Quote ID', 'integer', 'dimension', field('id'), { notNull: true }),
          ...customerTransaction,
          column('stage', 'Stage', 'text', 'dimension', field('stage'), { searchable: true }),
          column('probability', 'Probability %', 'numeric', 'measure', field('probability')),
          column(
            'expected_order_date',
            'Expected Order Date',
            'date',
            'dimension',
            field('expectedOrderDate'),
          ),
          created,
          modified,
        ],
      }),
      lineTable('cin7_quote_lines', 'Cin7 Quote Lines', 'quote_id', 'Quote'),
    ],
  },
  {
    key: 'branchTransfers',
    name: 'Branch transfers',
    description:
      'Stock moved between branches: from and to which branch, when dispatched and received, and lines.',
    resource: '/v1/BranchTransfers',
    ...incremental,
    fields: [
      'id',
      'reference',
      'sourceBranchId',
      'destinationBranchId',
      'stage',
      'productTotal',
      'dispatchedDate',
      'receivedDate',
      'createdDate',
      'modifiedDate',
      'lineItems',
    ],
    tables: [
      cin7Table({
        name: 'cin7_branch_transfers',
        friendlyName: 'Cin7 Branch Transfers',
        description: 'Branch transfer headers from Cin7 Omni.',
        primaryKey: ['transfer_id'],
        indexes: [],
        columns: [
          column('transfer_id', 'Transfer ID', 'integer', 'dimension', field('id'), { notNull: true }),
          column('reference', 'Reference', 'text', 'dimension', field('reference'), { searchable: true }),
          column('source_branch_id', 'From Branch ID', 'integer', 'dimension', field('sourceBranchId')),
          column(
            'destination_branch_id',
            'To Branch ID',
            'integer',
            'dimension',
            field('destinationBranchId'),
          ),
          column('stage', 'Stage', 'text', 'dimension', field('stage')),
          measure('product_total', 'Product Total', 'productTotal'),
          column('dispatched_date', 'Dispatched Date', 'date', 'dimension', field('dispatchedDate')),
          column('received_date', 'Received Date', 'date', 'dimension', field('receivedDate')),
          created,
          modified,
        ],
      }),
      lineTable('cin7_branch_transfer_lines', 'Cin7 Branch Transfer Lines', 'transfer_id', 'Transfer', {
        unitCost: false,
        priced: false,
      }),
    ],
  },
  {
    key: 'adjustments',
    name: 'Stock adjustments',
    description:
      'Stock adjustments of a branch (stocktakes, damage, shrinkage) with the quantity each line changed.',
    resource: '/v1/Adjustments',
    ...incremental,
    fields: [
      'id',
      'reference',
      'branchId',
      'adjustmentReason',
      'productTotal',
      'completedDate',
      'createdDate',
      'modifiedDate',
      'lineItems',
    ],
    tables: [
      cin7Table({
        name: 'cin7_adjustments',
        friendlyName: 'Cin7 Adjustments',
        description: 'Stock adjustment headers from Cin7 Omni.',
        primaryKey: ['adjustment_id'],
        indexes: [],
        columns: [
          column('adjustment_id', 'Adjustment ID', 'integer', 'dimension', field('id'), { notNull: true }),
          column('reference', 'Reference', 'text', 'dimension', field('reference'), { searchable: true }),
          column('branch_id', 'Branch ID', 'integer', 'dimension', field('branchId')),
          column('adjustment_reason', 'Reason', 'text', 'dimension', field('adjustmentReason'), {
            searchable: true,
          }),
          measure('product_total', 'Product Total', 'productTotal'),
          column('completed_date', 'Completed Date', 'date', 'dimension', field('completedDate')),
          created,
          modified,
        ],
      }),
      lineTable('cin7_adjustment_lines', 'Cin7 Adjustment Lines', 'adjustment_id', 'Adjustment', {
        priced: false,
      }),
    ],
  },
];
