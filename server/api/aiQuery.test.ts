// @vitest-environment node
/**
 * /api/aiQuery over real HTTP: a question answered as a design the compiler accepts, a decline with what was
 * understood and missing, refinements, bad input (400, control characters included), no token (401), another
 * instance (403), and the language-model path against a local chat-completions stand-in — used when valid, and
 * falling back to the parser, saying so, when it fails, answers nonsense or names what the catalogue lacks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { aiQueryResponseSchema, type AiQueryResponse } from '@wharf/contract';
import { LARGE_WAREHOUSE, seedExtraInstance } from '../db/seedWarehouse.ts';
import {
  startChatCompletionsStandIn,
  type ChatCompletionsStandIn,
} from '../../standins/chatCompletions/index.ts';
import { TestStack, demoInstanceIds, signInForIdToken, type TestApi } from '../testing/testStack.ts';

let stack: TestStack;
let api: TestApi;
let modelApi: TestApi;
let standIn: ChatCompletionsStandIn;
let idToken: string;
let harbour: number;
let stranger: number;

async function ask(target: TestApi, payload: unknown, instanceId: number = harbour) {
  return target.post(API_PATHS.aiQuery, payload, { token: idToken, instanceId });
}

async function answered(target: TestApi, payload: unknown): Promise<AiQueryResponse> {
  const answer = await ask(target, payload);
  expect(answer.status, answer.text).toBe(200);
  return aiQueryResponseSchema.parse(answer.body);
}

beforeAll(async () => {
  stack = await TestStack.start();
  standIn = await startChatCompletionsStandIn();
  api = await stack.api();
  modelApi = await stack.api({
    ai: { baseUrl: standIn.baseUrl, apiKey: 'test-key', model: 'stand-in-model', timeoutMs: 2000 },
  });
  idToken = await signInForIdToken(stack.idp.issuer);
  ({ harbour } = await demoInstanceIds(stack.db));
  stranger = await seedExtraInstance(stack.db, {
    ...LARGE_WAREHOUSE,
    name: 'Stranger Co',
    schema: 'stranger_co',
    size: { products: 10, customers: 10, orders: 10 },
  });
}, 120_000);

afterAll(async () => {
  await standIn.close();
  await stack.close();
});

describe('/api/aiQuery with the embedded parser', () => {
  it('answers a question as a design of the query language, explained part by part', async () => {
    const answer = await answered(api, { question: 'sales by branch and month in 2025' });
    expect(answer.query).toMatchObject({
      table: 'sales_orders',
      columns: ['branch', 'order_date', 'measure:revenue'],
      grain: { order_date: 'month' },
    });
    expect(answer.explanation.source).toBe('parser');
    expect(answer.explanation.parts.map((p) => p.label)).toEqual([
      'Table',
      'Columns',
      'Filters',
      'Grouping and period',
      'Sort',
      'Limit',
    ]);
    // What it assumed says what revenue means, in plain words.
    expect(answer.explanation.assumptions).toContainEqual(
      expect.stringMatching(
        /^Revenue = the sum of sales order subtotals, tax excluded, of orders that count as sales/,
      ),
    );
    // The answer runs as it is through /api/clientQuery.
    const rows = await api.post(
      API_PATHS.clientQuery,
      { query: answer.query },
      { token: idToken, instanceId: harbour },
    );
    expect(rows.status).toBe(200);
    // Three branches, January to November: the demo orders end in late November 2025.
    expect((rows.body.rows as unknown[]).length).toBe(33);
  });

  it('declines a question the catalogue cannot answer, saying what it understood and what is missing', async () => {
    const answer = await answered(api, { question: 'profit margin by supplier last year' });
    expect(answer.query).toBeNull();
    expect(answer.explanation.missing.join(' ')).toMatch(/supplier/);
  });

  it('declines a question that asks to change data', async () => {
    const answer = await answered(api, { question: 'delete all customers in Auckland' });
    expect(answer.query).toBeNull();
    expect(answer.explanation.missing.join(' ')).toMatch(/only reads/);
    expect(answer.explanation.understood.join(' ')).toMatch(/Auckland/);
  });

  it('refines the previous answer in words', async () => {
    const first = await answered(api, { question: 'sales by branch and month in 2025' });
    const previous = { questions: ['sales by branch and month in 2025'], query: first.query };
    const refined = await answered(api, { question: 'only Auckland, by quarter instead', previous });
    expect(refined.query?.grain).toEqual({ order_date: 'quarter' });
    expect(refined.query?.filters).toContainEqual({ column: 'branch', op: 'eq', values: ['Auckland'] });
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const payload of [
      {},
      { question: '' },
      { question: '   ' },
      { question: 'x'.repeat(301) },
      { question: 'sales\u0000 by branch' },
      {
        question: 'sales by branch',
        previous: { questions: [], query: { table: 'products', columns: ['sku'] } },
      },
      {
        question: 'sales by branch',
        previous: { questions: ['a'], query: { table: 'products', columns: [] } },
      },
      { question: 42 },
    ]) {
      const answer = await ask(api, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(String(answer.body.message)).toMatch(/question|previous|control/);
    }
  });

  it('needs a token (401) and a member of the instance (403)', async () => {
    expect(
      (await api.post(API_PATHS.aiQuery, { question: 'sales by branch' }, { instanceId: harbour })).status,
    ).toBe(401);
    expect((await ask(api, { question: 'sales by branch' }, stranger)).status).toBe(403);
  });
});

const VALID_DESIGN = {
  query: { table: 'products', columns: ['category', 'unit_price'], aggregate: { unit_price: 'avg' } },
  assumptions: ['price = Products › Unit Price'],
  understood: [],
  missing: [],
};

describe('/api/aiQuery with a language model', () => {
  it('sends the catalogue and the answer schema, and uses a design that checks', async () => {
    standIn.reply(() => ({ toolArguments: VALID_DESIGN }));
    const before = standIn.requests.length;
    const answer = await answered(modelApi, { question: 'average price per category' });
    expect(answer.explanation.source).toBe('model');
    expect(answer.query).toEqual(VALID_DESIGN.query);
    expect(answer.explanation.assumptions).toEqual(VALID_DESIGN.assumptions);
    const request = standIn.requests[before];
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('stand-in-model');
    expect(request?.body.messages?.[0]?.content).toMatch(/table sales_orders "Sales Orders"/);
    expect(JSON.stringify(request?.body.tools?.[0]?.function.parameters)).toMatch(/"aggregate"/);
  });

  it('falls back to the parser, and says so, when the design names what the catalogue lacks', async () => {
    standIn.reply(() => ({
      toolArguments: { ...VALID_DESIGN, query: { table: 'suppliers', columns: ['name'] } },
    }));
    const answer = await answered(modelApi, { question: 'sales by branch' });
    expect(answer.explanation.source).toBe('parser');
    expect(answer.query?.table).toBe('sales_orders');
    expect(answer.explanation.notes.join(' ')).toMatch(/not valid here/);
  });

  it('falls back when the model fails, answers nonsense, or is too slow', async () => {
    for (const reply of [
      { status: 500 },
      { content: 'I think you want SELECT * FROM orders' },
      { hang: true as const },
    ]) {
      standIn.reply(() => reply);
      const answer = await answered(modelApi, { question: 'how many customers per country' });
      expect(answer.explanation.source, JSON.stringify(reply)).toBe('parser');
      expect(answer.query?.table).toBe('customers');
      expect(answer.explanation.notes.join(' ')).toMatch(/could not answer/);
    }
  }, 20_000);

  it('passes on a decline from the model, never a guess', async () => {
    standIn.reply(() => ({
      toolArguments: {
        query: null,
        assumptions: [],
        understood: ['suppliers'],
        missing: ['no supplier data'],
      },
    }));
    const answer = await answered(modelApi, { question: 'which supplier is late' });
    expect(answer.query).toBeNull();
    expect(answer.explanation).toMatchObject({
      source: 'model',
      understood: ['suppliers'],
      missing: ['no supplier data'],
    });
  });

  it('sends the design being refined along with the refinement', async () => {
    standIn.reply(() => ({ toolArguments: VALID_DESIGN }));
    await answered(modelApi, {
      question: 'add the brand',
      previous: { questions: ['average price per category'], query: VALID_DESIGN.query },
    });
    expect(standIn.requests.at(-1)?.body.messages?.[1]?.content).toMatch(/refining this earlier design/);
  });
});
