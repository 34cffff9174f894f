import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import { renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import AiScreen from './AiScreen';
import { examplesFromCatalogue } from './examples';
import { CATALOGUE } from './testAnswers';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const EMPTY = { ...CATALOGUE, tables: CATALOGUE.tables.map((table) => ({ ...table, rowCount: 0 })) };

describe('the AI view before the company’s data', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('says what to do first, with a link to Connections, and offers no question or example', async () => {
    request.mockImplementation((path) =>
      path === '/api/clientDWSchema'
        ? Promise.resolve(EMPTY)
        : Promise.reject(new Error(`unexpected ${String(path)}`)),
    );
    renderScreen(<AiScreen />, { path: '/AI', label: 'AI' });
    const note = await screen.findByText(
      /Your warehouse holds no data yet, so there is nothing to ask about/,
    );
    expect(within(note).getByRole('link', { name: 'Connections' })).toHaveAttribute(
      'href',
      '/settings/connection',
    );
    expect(screen.queryByRole('textbox', { name: 'Your question' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revenue by branch last month' })).toBeNull();
  });

  it('makes example questions only from tables that hold rows', () => {
    expect(examplesFromCatalogue(EMPTY)).toEqual([]);
    expect(examplesFromCatalogue(CATALOGUE)).toContain('Revenue by branch last month');
  });

  it('makes them from the primary measures only, never a table counted by itself', () => {
    const [orders] = CATALOGUE.tables;
    if (!orders) throw new Error('no table');
    const credits = {
      ...orders,
      id: 2,
      tableName: 'credit_notes',
      friendlyName: 'Credit Notes',
      measures: orders.measures.map((m) => ({
        ...m,
        key: 'credits',
        friendlyName: 'Credits',
        primary: false,
      })),
    };
    const branches = { ...orders, id: 3, tableName: 'branches', friendlyName: 'Branches', measures: [] };
    const examples = examplesFromCatalogue({ ...CATALOGUE, tables: [branches, credits, orders] });
    expect(examples).toEqual(['Revenue by branch last month']);
  });
});
