/**
 * The Cin7 Omni lists other records name: branches (by the id orders, stock and transfers carry), product
 * categories and users (the sales person on orders, quotes and credit notes).
 */
import { column, field, type SourceRecord } from '../landedTables.ts';
import { cin7Table, created, fullName, modified } from './columns.ts';
import type { Cin7Entity } from './entities.ts';

/** Cin7's isActive as words a person filters by. */
const activeStatus = (record: SourceRecord): unknown =>
  record.isActive === undefined || record.isActive === null
    ? null
    : record.isActive === false
      ? 'Inactive'
      : 'Active';

export const REFERENCE_ENTITIES: readonly Cin7Entity[] = [
  {
    key: 'branches',
    name: 'Branches',
    description:
      'Branches (stores and warehouses) with their names, type and place, by the branch id records carry.',
    resource: '/v1/Branches',
    modifiedField: 'modifiedDate',
    filterField: 'ModifiedDate',
    aliases: [],
    fields: ['id', 'company', 'branchType', 'city', 'country', 'isActive', 'createdDate', 'modifiedDate'],
    tables: [
      cin7Table({
        name: 'cin7_branches',
        friendlyName: 'Cin7 Branches',
        description: 'Branches from Cin7 Omni (a branch is named by its company field).',
        primaryKey: ['branch_id'],
        indexes: [],
        columns: [
          column('branch_id', 'Branch ID', 'integer', 'dimension', field('id'), { notNull: true }),
          column('name', 'Branch Name', 'text', 'dimension', field('company'), { searchable: true }),
          column('branch_type', 'Branch Type', 'text', 'dimension', field('branchType')),
          column('city', 'City', 'text', 'dimension', field('city')),
          column('country', 'Country', 'text', 'dimension', field('country')),
          column('status', 'Status', 'text', 'dimension', activeStatus),
          created,
          modified,
        ],
      }),
    ],
  },
  {
    key: 'productCategories',
    name: 'Product categories',
    description: 'The product category tree: each category with its parent and order.',
    resource: '/v1/ProductCategories',
    // Categories carry no ModifiedDate: no watermark is ever kept, so every run reads the (short) list in full.
    modifiedField: 'modifiedDate',
    filterField: 'ModifiedDate',
    aliases: [],
    fields: ['id', 'parentId', 'name', 'sort', 'isActive'],
    tables: [
      cin7Table({
        name: 'cin7_product_categories',
        friendlyName: 'Cin7 Product Categories',
        description: 'Product categories from Cin7 Omni.',
        primaryKey: ['category_id'],
        indexes: [],
        columns: [
          column('category_id', 'Category ID', 'integer', 'dimension', field('id'), { notNull: true }),
          column('parent_id', 'Parent Category ID', 'integer', 'dimension', field('parentId')),
          column('name', 'Category Name', 'text', 'dimension', field('name'), { searchable: true }),
          column('sort', 'Sort', 'integer', 'dimension', field('sort')),
          column('status', 'Status', 'text', 'dimension', activeStatus),
        ],
      }),
    ],
  },
  {
    key: 'users',
    name: 'Users',
    description: 'Users of the Cin7 account: the sales people named on orders, quotes and credit notes.',
    resource: '/v1/Users',
    modifiedField: 'modifiedDate',
    filterField: 'ModifiedDate',
    aliases: [],
    fields: ['id', 'firstName', 'lastName', 'email', 'isActive', 'createdDate', 'modifiedDate'],
    tables: [
      cin7Table({
        name: 'cin7_users',
        friendlyName: 'Cin7 Users',
        description: 'Users from Cin7 Omni.',
        primaryKey: ['user_id'],
        indexes: [],
        columns: [
          column('user_id', 'User ID', 'integer', 'dimension', field('id'), { notNull: true }),
          column('name', 'Name', 'text', 'dimension', fullName, { searchable: true }),
          column('email', 'Email', 'text', 'dimension', field('email')),
          column('status', 'Status', 'text', 'dimension', activeStatus),
          created,
          modified,
        ],
      }),
    ],
  },
];
