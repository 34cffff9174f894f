// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FILTER_OPS, tableQuerySchema, type TableQuery } from '@wharf/contract';
import { BUSINESS_TABLES } from '../../../model/businessTables.ts';
import { ApiError } from '../../errors.ts';
import { catalogueFromDefinitions, type Catalogue } from './catalogue.ts';
import { compileQuery, fits } from './compile.ts';

const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);
/** The clock relative periods count from: Thursday 26 November 2026, noon UTC. */
const NOW = new Date('2026-11-26T12:00:00Z');

/** Parses like the route does (defaults, arity), then compiles. */
function compile(query: unknown, against: Catalogue = catalogue, now: Date = NOW) {
  return compileQuery(against, tableQuerySchema.parse(query), { now });
}

/** The 400 message a design gets, or a failure when it compiles. */
function refusal(query: unknown, against: Catalogue = catalogue): string {
  try {
    compileQuery(against, query as TableQuery);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('the query compiler: columns and relations', () => {
  it('selects quoted catalogue columns from the instance schema, bounded and ordered by the key', () => {
    const compiled = compile({ table: 'products', columns: ['sku', 'unit_price'] });
    expect(compiled.sql).toBe(
      'SELECT t0."sku" AS c0, t0."unit_price" AS c1, (t0."product_id")::text AS "_k0" FROM "harbour_traders"."products" AS t0 ORDER BY t0."product_id" ASC LIMIT $1 OFFSET $2',
    );
    expect(compiled.params).toEqual([25_001, 0]);
    expect(compiled.countSql).toBe(
      'SELECT count(*) AS n FROM (SELECT 1 FROM "harbour_traders"."products" AS t0 LIMIT $1) AS q',
    );
    expect(compiled.countParams).toEqual([100_001]);
    expect(compiled.columns[1]).toEqual({
      ref: 'unit_price',
      name: 'unit_price',
      friendlyName: 'Unit Price',
      dataType: 'numeric',
      role: 'measure',
      aggregate: null,
      grain: null,
      format: null,
      measure: null,
      definition: null,
    });
  });

  it('joins related tables once per relation path, up to three hops, with friendly names', () => {
    const compiled = compile({
      table: 'sales_order_lines',
      columns: ['sku', 'product.category', 'product.name', 'order.customer.city', 'order.order_date'],
    });
    // The page is chosen on the base table; only its rows are joined (relations are many-to-one).
    expect(compiled.sql).toBe(
      'SELECT t0."sku" AS c0, t1."category" AS c1, t1."name" AS c2, t3."city" AS c3, t2."order_date" AS c4, (t0."line_id")::text AS "_k0" ' +
        'FROM (SELECT t0.* FROM "harbour_traders"."sales_order_lines" AS t0 ORDER BY t0."line_id" ASC LIMIT $1 OFFSET $2) AS t0 ' +
        'LEFT JOIN "harbour_traders"."products" AS t1 ON t1."product_id" = t0."product_id" ' +
        'LEFT JOIN "harbour_traders"."sales_orders" AS t2 ON t2."order_id" = t0."order_id" ' +
        'LEFT JOIN "harbour_traders"."customers" AS t3 ON t3."customer_id" = t2."customer_id" ORDER BY t0."line_id" ASC',
    );
    expect(compiled.columns.map((c) => c.friendlyName)).toEqual([
      'SKU',
      'Product Category',
      'Product Name',
      'Customer City',
      'Order Date',
    ]);
    expect(compiled.columns.map((c) => c.name)).toEqual(['sku', 'category', 'name', 'city', 'order_date']);
  });

  it('answers 400 naming the field for unknown tables, columns and relations', () => {
    expect(refusal({ table: 'pg_user', columns: ['usename'] })).toBe('query.table: Unknown table "pg_user".');
    expect(refusal({ table: 'sales_orders', columns: ['order_number', 'total', 'x'] })).toBe(
      'query.columns.2: Unknown column "x" in table "sales_orders".',
    );
    expect(refusal({ table: 'sales_order_lines', columns: ['category'] })).toBe(
      'query.columns.0: Unknown column "category" in table "sales_order_lines".',
    );
    expect(refusal({ table: 'sales_order_lines', columns: ['prodct.category'] })).toBe(
      'query.columns.0: Unknown relation "prodct" from table "sales_order_lines".',
    );
    expect(refusal({ table: 'sales_order_lines', columns: ['product.colour'] })).toBe(
      'query.columns.0: Unknown column "colour" in table "products".',
    );
    expect(refusal({ table: 'products', columns: ['sku'], sort: [{ column: 'nope' }] })).toBe(
      'query.sort.0.column: Unknown column "nope" in table "products".',
    );
    expect(
      refusal({
        table: 'products',
        columns: ['sku'],
        filters: [{ column: 'nope', op: 'isNull', values: [] }],
      }),
    ).toBe('query.filters.0.column: Unknown column "nope" in table "products".');
    expect(refusal({ table: 'sales_order_lines', columns: ['order.customer.order.x.y'] })).toMatch(
      /^query\.columns\.0: "order\.customer\.order\.x\.y" follows 4 relations; at most 3/,
    );
    // Relations are not symmetric: products has none.
    expect(refusal({ table: 'products', columns: ['order.total'] })).toBe(
      'query.columns.0: Unknown relation "order" from table "products".',
    );
  });

  it('rejects injection attempts in names: only catalogue names reach the SQL, quoted', () => {
    const attempts = [
      'sku", (SELECT 1) AS "x',
      'sku; DROP TABLE app.users; --',
      '"sku"',
      'SKU',
      'sku ',
      '*',
      'product.category"--',
      'constructor',
      '__proto__',
      'product.__proto__',
      'toString.x',
    ];
    for (const name of attempts) {
      expect(refusal({ table: 'sales_order_lines', columns: [name] }), name).toMatch(
        /^query\.columns\.0: Unknown/,
      );
    }
    for (const table of [
      'products; DROP TABLE x',
      'app.users',
      '"products"',
      'harbour_traders.products',
      'constructor',
    ])
      expect(refusal({ table, columns: ['sku'] }), table).toBe(`query.table: Unknown table "${table}".`);
  });

  it('refuses a catalogue whose schema or names are not safe identifiers (no SQL is built)', () => {
    const badSchema = { ...catalogue, schema: 'harbour"; DROP SCHEMA app; --' };
    expect(() => compile({ table: 'products', columns: ['sku'] }, badSchema)).toThrow(
      /not a valid warehouse schema name/,
    );
    expect(() => compile({ table: 'products', columns: ['sku'] }, { ...catalogue, schema: 'app' })).toThrow(
      /not a valid warehouse schema name/,
    );
    const badColumn: Catalogue = {
      ...catalogue,
      tables: catalogue.tables.map((t) => ({
        ...t,
        columns: t.columns.map((c) => (c.name === 'sku' ? { ...c, name: 'sku"x' } : c)),
      })),
    };
    expect(() => compile({ table: 'products', columns: ['sku"x'] }, badColumn)).toThrow(
      /not a plain identifier/,
    );
  });

  it("compiles against the catalogue's schema only: another instance's catalogue gives another schema", () => {
    const other = catalogueFromDefinitions(2, 'northwind_wholesale', BUSINESS_TABLES);
    const compiled = compile({ table: 'sales_order_lines', columns: ['product.sku'] }, other);
    expect(compiled.sql).not.toContain('harbour_traders');
    expect(compiled.sql.match(/"northwind_wholesale"\./g)).toHaveLength(2);
    const onlyProducts: Catalogue = {
      ...catalogue,
      tables: catalogue.tables.filter((t) => t.name === 'products'),
    };
    expect(refusal({ table: 'sales_orders', columns: ['total'] }, onlyProducts)).toBe(
      'query.table: Unknown table "sales_orders".',
    );
  });
});

describe('the query compiler: paging before joining', () => {
  it('joins in the page what filters and sort need, and carries related sort keys out of it', () => {
    const compiled = compile({
      table: 'sales_order_lines',
      columns: ['sku', 'product.name'],
      filters: [{ column: 'order.branch', op: 'eq', values: ['Auckland'] }],
      sort: [{ column: 'order.customer.city', desc: true }, { column: 'qty' }],
    });
    expect(compiled.sql).toBe(
      'SELECT t0."sku" AS c0, t1."name" AS c1, (t0."_s0")::text AS "_k0", (t0."qty")::text AS "_k1", (t0."line_id")::text AS "_k2" ' +
        'FROM (SELECT t0.*, t3."city" AS "_s0" ' +
        'FROM "harbour_traders"."sales_order_lines" AS t0 ' +
        'LEFT JOIN "harbour_traders"."sales_orders" AS t2 ON t2."order_id" = t0."order_id" ' +
        'LEFT JOIN "harbour_traders"."customers" AS t3 ON t3."customer_id" = t2."customer_id" ' +
        'WHERE t2."branch" = $1::text ORDER BY t3."city" DESC, t0."qty" ASC, t0."line_id" ASC LIMIT $2 OFFSET $3) AS t0 ' +
        'LEFT JOIN "harbour_traders"."products" AS t1 ON t1."product_id" = t0."product_id" ' +
        'ORDER BY t0."_s0" DESC, t0."qty" ASC, t0."line_id" ASC',
    );
    expect(compiled.countSql).toBe(
      'SELECT count(*) AS n FROM (SELECT 1 FROM "harbour_traders"."sales_order_lines" AS t0 ' +
        'LEFT JOIN "harbour_traders"."sales_orders" AS t2 ON t2."order_id" = t0."order_id" ' +
        'WHERE t2."branch" = $1::text LIMIT $2) AS q',
    );
    expect(compiled.position).toBeNull();
  });

  it('numbers the joined rows in the page’s order instead of sorting them, for a server that streams them', () => {
    const design = tableQuerySchema.parse({
      table: 'sales_order_lines',
      columns: ['sku', 'product.name'],
      filters: [{ column: 'order.branch', op: 'eq', values: ['Auckland'] }],
      sort: [{ column: 'order.customer.city', desc: true }, { column: 'qty' }],
    });
    const compiled = compileQuery(catalogue, design, { rollups: false, joinedPages: 'numbered' });
    // The page's top-N sort keeps its LIMIT: the rows are numbered outside it, in the order it gave them.
    expect(compiled.sql).toBe(
      'SELECT t0."sku" AS c0, t1."name" AS c1, (t0."_s0")::text AS "_k0", (t0."qty")::text AS "_k1", (t0."line_id")::text AS "_k2", t0."_n" ' +
        'FROM (SELECT t0.*, row_number() OVER (ORDER BY t0."_s0" DESC, t0."qty" ASC, t0."line_id" ASC) AS "_n" ' +
        'FROM (SELECT t0.*, t3."city" AS "_s0" ' +
        'FROM "harbour_traders"."sales_order_lines" AS t0 ' +
        'LEFT JOIN "harbour_traders"."sales_orders" AS t2 ON t2."order_id" = t0."order_id" ' +
        'LEFT JOIN "harbour_traders"."customers" AS t3 ON t3."customer_id" = t2."customer_id" ' +
        'WHERE t2."branch" = $1::text ORDER BY t3."city" DESC, t0."qty" ASC, t0."line_id" ASC LIMIT $2 OFFSET $3) AS t0) AS t0 ' +
        'LEFT JOIN "harbour_traders"."products" AS t1 ON t1."product_id" = t0."product_id"',
    );
    expect(compiled.position).toBe('_n');
    // The same design sorted by the database is kept apart from it.
    expect(compileQuery(catalogue, design, { rollups: false }).position).toBeNull();
  });
});

describe('the query compiler: filters', () => {
  const where = (filter: Record<string, unknown>, table = 'sales_orders') => {
    const compiled = compile({ table, columns: ['order_number'], filters: [filter] });
    const sql = compiled.sql.slice(compiled.sql.indexOf(' WHERE ') + 7, compiled.sql.indexOf(' ORDER BY'));
    return { sql, params: compiled.params.slice(0, -2) };
  };

  it('compiles every operator to a bound, typed condition', () => {
    const cases: Array<[Record<string, unknown>, string, unknown[]]> = [
      [{ column: 'status', op: 'eq', values: ['Draft'] }, 't0."status" = $1::text', ['Draft']],
      [
        { column: 'status', op: 'neq', values: ['Draft'] },
        't0."status" IS DISTINCT FROM $1::text',
        ['Draft'],
      ],
      [{ column: 'branch', op: 'in', values: ['A', 'B'] }, 't0."branch" = ANY($1::text[])', [['A', 'B']]],
      [
        { column: 'branch', op: 'notIn', values: ['A'] },
        '(t0."branch" IS NULL OR t0."branch" <> ALL($1::text[]))',
        [['A']],
      ],
      [
        { column: 'order_number', op: 'contains', values: ['so-1'] },
        `lower(t0."order_number") LIKE '%' || lower($1) || '%'`,
        ['so-1'],
      ],
      [
        { column: 'order_number', op: 'startsWith', values: ['HT'] },
        `lower(t0."order_number") LIKE lower($1) || '%'`,
        ['HT'],
      ],
      [
        { column: 'order_date', op: 'between', values: ['2025-01-01', '2025-01-31'] },
        't0."order_date" BETWEEN $1::date AND $2::date',
        ['2025-01-01', '2025-01-31'],
      ],
      [{ column: 'total', op: 'gt', values: [100] }, 't0."total" > $1::numeric', [100]],
      [{ column: 'total', op: 'gte', values: [100.5] }, 't0."total" >= $1::numeric', [100.5]],
      [{ column: 'customer_id', op: 'lt', values: [7] }, 't0."customer_id" < $1::integer', [7]],
      [
        { column: 'landed_at', op: 'lte', values: ['2025-06-30T18:00:00Z'] },
        't0."landed_at" <= $1::timestamptz',
        ['2025-06-30T18:00:00Z'],
      ],
      [{ column: 'branch', op: 'isNull' }, 't0."branch" IS NULL', []],
      [{ column: 'branch', op: 'notNull', values: [] }, 't0."branch" IS NOT NULL', []],
      [
        { column: 'order_date', op: 'inPeriod', values: ['lastMonth'] },
        '(t0."order_date" >= $1::date AND t0."order_date" < $2::date)',
        ['2026-10-01', '2026-11-01'],
      ],
      [
        { column: 'order_date', op: 'beforePeriod', values: ['lastMonth'] },
        '(t0."order_date" IS NULL OR t0."order_date" < $1::date)',
        ['2026-10-01'],
      ],
    ];
    expect(new Set(cases.map(([filter]) => filter.op))).toEqual(new Set(FILTER_OPS));
    for (const [filter, sql, params] of cases)
      expect(where(filter), String(filter.op)).toEqual({ sql, params });
  });

  it('filters on related columns through their join, and ANDs several filters', () => {
    const compiled = compile({
      table: 'sales_order_lines',
      columns: ['sku'],
      filters: [
        { column: 'product.category', op: 'eq', values: ['Garden'] },
        { column: 'order.branch', op: 'in', values: ['Auckland'] },
      ],
    });
    expect(compiled.sql).toContain('WHERE t1."category" = $1::text AND t2."branch" = ANY($2::text[])');
    expect(compiled.countSql).toContain('LEFT JOIN "harbour_traders"."products" AS t1');
    expect(compiled.countSql).toContain('WHERE t1."category" = $1::text AND t2."branch" = ANY($2::text[])');
    expect(compiled.countParams).toEqual(['Garden', ['Auckland'], 100_001]);
  });

  it('binds injection attempts in values and escapes LIKE wildcards: the SQL text never holds a value', () => {
    const evil = "x'); DROP TABLE app.users; --";
    const compiled = compile({
      table: 'customers',
      columns: ['name'],
      filters: [
        { column: 'name', op: 'eq', values: [evil] },
        { column: 'city', op: 'contains', values: ['50%_off\\'] },
        { column: 'company', op: 'in', values: [evil, "' OR 1=1 --"] },
      ],
    });
    expect(compiled.sql).not.toContain('DROP');
    expect(compiled.sql).not.toContain('1=1');
    expect(compiled.sql).not.toContain('50');
    expect(compiled.params.slice(0, 3)).toEqual([evil, '50\\%\\_off\\\\', [evil, "' OR 1=1 --"]]);
  });

  it('checks the number of values of each operator (400 naming the field)', () => {
    const base = { table: 'sales_orders', columns: ['order_number'] };
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ column: 'status', op: 'eq', values: ['a', 'b'] }, '"eq" takes exactly 1 value, not 2.'],
      [{ column: 'status', op: 'in', values: [] }, '"in" takes 1–1000 values, not 0.'],
      [{ column: 'total', op: 'between', values: [1] }, '"between" takes exactly 2 values, not 1.'],
      [{ column: 'branch', op: 'isNull', values: ['x'] }, '"isNull" takes exactly 0 values, not 1.'],
      [{ column: 'status', op: 'contains', values: [] }, '"contains" takes exactly 1 value, not 0.'],
    ];
    for (const [filter, message] of bad) {
      expect(refusal({ ...base, filters: [{ values: [], ...filter }] })).toBe(
        `query.filters.0.values: ${message}`,
      );
      // The contract says the same before the compiler sees it.
      const parsed = tableQuerySchema.safeParse({ ...base, filters: [filter] });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['filters', 0, 'values'], message });
    }
  });

  it('refuses values that do not fit the column type, and text operators on other types', () => {
    const base = { table: 'sales_orders', columns: ['order_number'] };
    const bad: Array<[Record<string, unknown>, string]> = [
      [
        { column: 'order_date', op: 'gte', values: ['yesterday'] },
        'values: Expected date values for "order_date".',
      ],
      [
        { column: 'order_date', op: 'eq', values: ['2025-02-30'] },
        'values: Expected date values for "order_date".',
      ],
      [{ column: 'total', op: 'eq', values: ['100'] }, 'values: Expected numeric values for "total".'],
      [
        { column: 'customer_id', op: 'in', values: [1, 2.5] },
        'values: Expected integer values for "customer_id".',
      ],
      [
        { column: 'customer_id', op: 'eq', values: [2 ** 40] },
        'values: Expected integer values for "customer_id".',
      ],
      [{ column: 'status', op: 'eq', values: [1] }, 'values: Expected text values for "status".'],
      [
        { column: 'landed_at', op: 'gt', values: ['now()'] },
        'values: Expected timestamptz values for "landed_at".',
      ],
      [
        { column: 'total', op: 'contains', values: [1] },
        'op: "contains" needs a text column; "total" is numeric.',
      ],
      [
        { column: 'order_date', op: 'startsWith', values: ['2025-01-01'] },
        'op: "startsWith" needs a text column; "order_date" is date.',
      ],
    ];
    for (const [filter, message] of bad)
      expect(refusal({ ...base, filters: [filter] })).toBe(`query.filters.0.${message}`);
    expect(fits('2025-06-30 18:00:00+12', 'timestamptz')).toBe(true);
    expect(fits('2024-02-29', 'date')).toBe(true);
  });
});

describe('the query compiler: aggregation, sort, formats and pages', () => {
  it('groups by the chosen dimensions and aggregates the rest, with typed, named result columns', () => {
    const compiled = compile({
      table: 'sales_order_lines',
      columns: ['product.category', 'line_total', 'qty', 'order_id', 'sku', 'unit_price', 'discount_pct'],
      aggregate: {
        line_total: 'sum',
        qty: 'sum',
        order_id: 'countDistinct',
        sku: 'count',
        unit_price: 'avg',
        discount_pct: 'max',
      },
      sort: [{ column: 'line_total', desc: true }],
    });
    expect(compiled.sql).toBe(
      // The totals are output aliases, which the cursor's WHERE can only name around the grouped rows.
      'SELECT q.*, (c1)::text AS "_k0" FROM (SELECT t1."category" AS c0, sum(t0."line_total") AS c1, sum(t0."qty") AS c2, count(DISTINCT t0."order_id") AS c3, count(t0."sku") AS c4, avg(t0."unit_price") AS c5, max(t0."discount_pct") AS c6 FROM "harbour_traders"."sales_order_lines" AS t0 LEFT JOIN "harbour_traders"."products" AS t1 ON t1."product_id" = t0."product_id" GROUP BY t1."category") AS q ORDER BY c1 DESC, c0 ASC LIMIT $1 OFFSET $2',
    );
    expect(compiled.countSql).toBe(
      'SELECT count(*) AS n FROM (SELECT 1 FROM "harbour_traders"."sales_order_lines" AS t0 ' +
        'LEFT JOIN "harbour_traders"."products" AS t1 ON t1."product_id" = t0."product_id" ' +
        'GROUP BY t1."category" LIMIT $1) AS q',
    );
    expect(compiled.columns.map((c) => [c.friendlyName, c.dataType, c.role, c.aggregate])).toEqual([
      ['Product Category', 'text', 'dimension', null],
      ['Sum of Line Total', 'numeric', 'measure', 'sum'],
      ['Sum of Quantity', 'integer', 'measure', 'sum'],
      ['Distinct Count of Order ID', 'integer', 'measure', 'countDistinct'],
      ['Count of SKU', 'integer', 'measure', 'count'],
      ['Average of Unit Price', 'numeric', 'measure', 'avg'],
      ['Max of Discount %', 'numeric', 'measure', 'max'],
    ]);
  });

  it('answers 400 for a measure without a function, sum of text, and aggregates or sorts of unchosen columns', () => {
    const base = { table: 'sales_orders', columns: ['branch', 'total', 'tax'] };
    expect(refusal({ ...base, aggregate: { total: 'sum' } })).toBe(
      'query.columns.2: "tax" is a measure: give it a function in query.aggregate or leave it out.',
    );
    expect(
      refusal({ ...base, columns: ['branch', 'total'], aggregate: { branch: 'sum', total: 'sum' } }),
    ).toBe('query.aggregate["branch"]: "sum" needs a number column; "branch" is text.');
    expect(refusal({ ...base, aggregate: { total: 'sum', tax: 'sum', subtotal: 'sum' } })).toBe(
      'query.aggregate["subtotal"]: Not one of query.columns.',
    );
    expect(
      refusal({ ...base, aggregate: { total: 'sum', tax: 'sum' }, sort: [{ column: 'status', desc: true }] }),
    ).toBe('query.sort.0.column: Under aggregation a sort names one of query.columns; "status" is not.');
    expect(refusal({ ...base, formats: { subtotal: '0.00' } })).toBe(
      'query.formats["subtotal"]: Not one of query.columns.',
    );
    // With no aggregation a measure is just a column.
    expect(() => compile(base)).not.toThrow();
    // An empty aggregate map groups by every column: measures need a function then.
    expect(refusal({ ...base, aggregate: {} })).toMatch(/^query\.columns\.1: "total" is a measure/);
  });

  it('groups dates by a grain: sales by month, the period as a date column', () => {
    const compiled = compile({
      table: 'sales_orders',
      columns: ['order_date', 'total'],
      aggregate: { total: 'sum' },
      grain: { order_date: 'month' },
    });
    expect(compiled.sql).toBe(
      `SELECT q.* FROM (SELECT (date_trunc('month', t0."order_date"))::date AS c0, sum(t0."total") AS c1 FROM "harbour_traders"."sales_orders" AS t0 GROUP BY (date_trunc('month', t0."order_date"))::date) AS q ORDER BY c0 ASC LIMIT $1 OFFSET $2`,
    );
    expect(compiled.columns[0]).toMatchObject({
      friendlyName: 'Order Date (month)',
      dataType: 'date',
      grain: 'month',
    });
  });

  it('answers 400 for a grain on a column that is not a date, is aggregated, or is not chosen', () => {
    const base = {
      table: 'sales_orders',
      columns: ['order_date', 'branch', 'total'],
      aggregate: { total: 'sum' },
    };
    expect(refusal({ ...base, grain: { branch: 'month' } })).toBe(
      'query.grain["branch"]: A grain needs a date or timestamp column without a function; "branch" is text.',
    );
    expect(
      refusal({ ...base, aggregate: { total: 'sum', order_date: 'max' }, grain: { order_date: 'year' } }),
    ).toBe(
      'query.grain["order_date"]: A grain needs a date or timestamp column without a function; "order_date" is aggregated with max.',
    );
    expect(refusal({ ...base, grain: { due_date: 'week' } })).toBe(
      'query.grain["due_date"]: Not one of query.columns.',
    );
    expect(() => tableQuerySchema.parse({ ...base, grain: { order_date: 'fortnight' } })).toThrow();
  });

  it('echoes formats in the result columns, and sorts by any catalogue column (related ones too)', () => {
    const compiled = compile({
      table: 'sales_order_lines',
      columns: ['sku', 'line_total'],
      formats: { line_total: '#,##0.00 "NZD"' },
      sort: [{ column: 'product.brand' }, { column: 'line_total', desc: true }],
    });
    expect(compiled.columns.map((c) => c.format)).toEqual([null, '#,##0.00 "NZD"']);
    expect(compiled.sql).toContain('ORDER BY t1."brand" ASC, t0."line_total" DESC, t0."line_id" ASC');
  });

  it('pages within the limit: pageSize rows from offset, one more to see past the page', () => {
    const page = (query: Partial<TableQuery>) => compile({ table: 'products', columns: ['sku'], ...query });
    expect(page({}).page).toEqual({ offset: 0, rows: 25_000, limit: 100_000 });
    expect(page({ limit: 50 }).page).toEqual({ offset: 0, rows: 50, limit: 50 });
    expect(page({ limit: 25_000, pageSize: 10_000, offset: 20_000 }).page).toEqual({
      offset: 20_000,
      rows: 5_000,
      limit: 25_000,
    });
    expect(page({ limit: 10, offset: 30 }).page.rows).toBe(0);
    const last = page({ limit: 25_000, pageSize: 10_000, offset: 20_000 });
    expect(last.params).toEqual([5_001, 20_000]);
    expect(last.countParams).toEqual([25_001]);
    expect(
      tableQuerySchema.safeParse({ table: 'products', columns: ['sku'], pageSize: 25_001 }).success,
    ).toBe(false);
  });

  it('takes a limit up to a full Excel sheet, 1,048,575 rows under the header, and 100,000 without one', () => {
    const valid = (query: Partial<TableQuery>) =>
      tableQuerySchema.safeParse({ table: 'products', columns: ['sku'], ...query }).success;
    expect(valid({ limit: 1 })).toBe(true);
    expect(valid({ limit: 1_048_575 })).toBe(true);
    expect(valid({ limit: 1_048_576 })).toBe(false);
    expect(valid({ limit: 0 })).toBe(false);
    expect(valid({ limit: 1.5 })).toBe(false);
    expect(valid({ offset: 1_048_575 })).toBe(true);
    expect(valid({ offset: 1_048_576 })).toBe(false);
    expect(valid({ offset: -1 })).toBe(false);
    const page = (query: Partial<TableQuery>) => compile({ table: 'products', columns: ['sku'], ...query });
    expect(page({}).page.limit).toBe(100_000);
    expect(page({ limit: 1_048_575, pageSize: 10_000, offset: 1_040_000 }).page).toEqual({
      offset: 1_040_000,
      rows: 8_575,
      limit: 1_048_575,
    });
  });
});

describe('the query compiler: relative periods', () => {
  const design = (filter: Record<string, unknown>, table = 'sales_orders', column = 'order_number') => ({
    table,
    columns: [column],
    filters: [filter],
  });

  it('resolves the stored words at each compile: the same design moves with the clock', () => {
    const lastMonth = design({ column: 'order_date', op: 'inPeriod', values: ['lastMonth'] });
    const november = compile(lastMonth);
    const january = compile(lastMonth, catalogue, new Date('2027-01-05T09:00:00Z'));
    expect(november.sql).toBe(january.sql);
    expect(november.params.slice(0, 2)).toEqual(['2026-10-01', '2026-11-01']);
    expect(january.params.slice(0, 2)).toEqual(['2026-12-01', '2027-01-01']);
    // The count binds the same dates, and the answer echoes the days the period meant.
    expect(november.countParams.slice(0, 2)).toEqual(['2026-10-01', '2026-11-01']);
    expect(november.periods).toEqual([
      { column: 'order_date', values: ['lastMonth'], from: '2026-10-01', through: '2026-10-31' },
    ]);
    const lastThirty = compile(
      design({ column: 'order_date', op: 'inPeriod', values: ['lastNDays', 30, 'yearEarlier'] }),
    );
    expect(lastThirty.periods[0]).toMatchObject({ from: '2025-10-27', through: '2025-11-25' });
  });

  it('keeps the rows dated before a period, and the blank ones: a product never sold sold nothing in it', () => {
    const compiled = compile(
      design({ column: 'last_sold', op: 'beforePeriod', values: ['lastNDays', 90] }, 'products', 'sku'),
    );
    // On 26 Nov 2026 the 90 whole days before today begin on 28 Aug 2026.
    expect(compiled.sql).toContain('WHERE (t0."last_sold" IS NULL OR t0."last_sold" < $1::date)');
    expect(compiled.params[0]).toBe('2026-08-28');
    expect(compiled.periods).toEqual([
      { column: 'last_sold', values: ['lastNDays', 90], from: '2026-08-28', through: '2026-11-25' },
    ]);
    expect(
      refusal(design({ column: 'sku', op: 'beforePeriod', values: ['lastNDays', 90] }, 'products', 'sku')),
    ).toMatch(/"beforePeriod" needs a date or timestamp column/);
  });

  it("counts timestamps from midnight in the instance's time zone, the zone a bound parameter", () => {
    const auckland = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES, 'Pacific/Auckland');
    const compiled = compile(design({ column: 'landed_at', op: 'inPeriod', values: ['today'] }), auckland);
    expect(compiled.sql).toContain(
      'WHERE (t0."landed_at" >= ($1::timestamp AT TIME ZONE $2::text) AND t0."landed_at" < ($3::timestamp AT TIME ZONE $4::text))',
    );
    // Noon UTC on the 26th is already the 27th in Auckland.
    expect(compiled.params.slice(0, 4)).toEqual([
      '2026-11-27',
      'Pacific/Auckland',
      '2026-11-28',
      'Pacific/Auckland',
    ]);
  });

  it('filters on a related date column through its join', () => {
    const compiled = compile(
      design(
        { column: 'order.order_date', op: 'inPeriod', values: ['thisYear'] },
        'sales_order_lines',
        'qty',
      ),
    );
    expect(compiled.sql).toMatch(/WHERE \(t1\."order_date" >= \$1::date AND t1\."order_date" < \$2::date\)/);
    expect(compiled.params.slice(0, 2)).toEqual(['2026-01-01', '2027-01-01']);
  });

  it('answers 400 naming the field for a column that is not a date and for malformed periods', () => {
    const base = { table: 'sales_orders', columns: ['order_number'] };
    const bad: Array<[Record<string, unknown>, string]> = [
      [
        { column: 'total', op: 'inPeriod', values: ['lastMonth'] },
        'query.filters.0.column: "inPeriod" needs a date or timestamp column; "total" is numeric.',
      ],
      [
        { column: 'status', op: 'inPeriod', values: ['today'] },
        'query.filters.0.column: "inPeriod" needs a date or timestamp column; "status" is text.',
      ],
      [
        { column: 'order_date', op: 'inPeriod', values: ['lastNDays', 5000] },
        'query.filters.0.values: "lastNDays" takes a whole number of days from 1 to 3660.',
      ],
      [
        { column: 'order_date', op: 'inPeriod', values: ["lastMonth'; DROP TABLE x; --"] },
        'query.filters.0.values: "inPeriod" takes a period first',
      ],
      [
        { column: 'order_date', op: 'inPeriod', values: [] },
        'query.filters.0.values: "inPeriod" takes a period first',
      ],
      [{ column: 'measure:revenue', op: 'inPeriod', values: ['today'] }, 'query.filters.0.column'],
    ];
    for (const [filter, message] of bad) expect(refusal({ ...base, filters: [filter] })).toContain(message);
  });
});
