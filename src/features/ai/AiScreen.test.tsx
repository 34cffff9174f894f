import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import type { AiQueryResponse } from '@wharf/contract';
import type { QueryLanderProps } from '../../landing/QueryLander';
import { readDesignHandOver } from '../../routes/designHandOver';
import { refusal, renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import { telemetry } from '../../telemetry';
import AiScreen from './AiScreen';
import { ANSWER, CATALOGUE, QUERY, ROWS } from './testAnswers';
import { AI_ASKED_EVENT } from './useAiConversation';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../telemetry', () => ({ telemetry: { trackEvent: vi.fn() } }));
// A fake lander in place of src/landing's: what it was asked to land, and the other actions in its row.
const landed = vi.hoisted((): Omit<QueryLanderProps, 'actions'>[] => []);
vi.mock('../../landing/QueryLander', () => ({
  default: ({ actions, ...props }: QueryLanderProps) => {
    landed.push(props);
    return (
      <div role="group" aria-label="Lander">
        <button type="button">{props.landLabel}</button>
        {actions}
      </div>
    );
  },
}));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const REFINED: AiQueryResponse = {
  ...ANSWER,
  query: { ...QUERY, filters: [{ column: 'branch', op: 'eq', values: ['Auckland'] }] },
  explanation: { ...ANSWER.explanation, parts: [{ label: 'Filters', text: 'Branch is Auckland' }] },
};
const DECLINED: AiQueryResponse = {
  query: null,
  explanation: {
    source: 'parser',
    parts: [],
    assumptions: [],
    understood: ['by branch'],
    missing: ['nothing in this warehouse matches "profit"'],
    notes: [],
  },
};
function answerWith(ai: (payload: unknown) => Promise<unknown>) {
  request.mockImplementation((path, payload) => {
    if (path === '/api/clientDWSchema') return Promise.resolve(CATALOGUE);
    if (path === '/api/aiQuery') return ai(payload);
    if (path === '/api/clientQuery') return Promise.resolve(ROWS);
    if (path === '/api/userLibrarySet') return Promise.resolve({ item: { id: 42 } });
    return Promise.reject(new Error(`unexpected ${String(path)} ${JSON.stringify(payload)}`));
  });
}

/** The line above the answer that names the question it answers. */
const answerTo = (asked: string) =>
  screen.findByText(
    (_, element) => element?.tagName === 'P' && element.textContent === `Answer to: ${asked}`,
  );

const ask = async (text: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), text);
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
};

describe('the AI view', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('offers examples from the catalogue, and shows the design, its assumptions and a preview', async () => {
    answerWith(() => Promise.resolve(ANSWER));
    renderScreen(<AiScreen />, { path: '/AI', label: 'AI' });
    expect(await screen.findByRole('button', { name: 'Revenue by branch last month' })).toBeTruthy();
    await ask('revenue by branch');
    expect(await screen.findByText('Branch, Sum of Total')).toBeTruthy();
    expect(screen.getByText('revenue = Sales Orders › Total')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Auckland' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      '/api/clientQuery',
      { query: { ...QUERY, pageSize: 20 } },
      expect.anything(),
    );
  });

  it('refines the answer in words and undo goes back', async () => {
    answerWith((payload) => Promise.resolve((payload as { previous?: unknown }).previous ? REFINED : ANSWER));
    renderScreen(<AiScreen />, { path: '/AI', label: 'AI' });
    await ask('revenue by branch');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Refine this answer' }), 'only Auckland');
    await userEvent.click(screen.getByRole('button', { name: 'Refine' }));
    expect(await screen.findByText('Branch is Auckland')).toBeTruthy();
    expect(await answerTo('revenue by branch → only Auckland')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('/api/aiQuery', {
      question: 'only Auckland',
      previous: { questions: ['revenue by branch'], query: QUERY },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Branch, Sum of Total')).toBeTruthy();
    expect(await answerTo('revenue by branch')).toBeTruthy();
  });

  it('shows a decline with what was understood and what is missing, and offers no actions', async () => {
    answerWith(() => Promise.resolve(DECLINED));
    renderScreen(<AiScreen />, { path: '/AI', label: 'AI' });
    await ask('profit by branch');
    expect(await screen.findByText('This question cannot be answered from your warehouse')).toBeTruthy();
    expect(await answerTo('profit by branch')).toBeTruthy();
    expect(screen.getByText('nothing in this warehouse matches "profit"')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Land it' })).toBeNull();
  });

  it('records each ask’s outcome and timing for telemetry, never its words', async () => {
    answerWith((payload) =>
      Promise.resolve((payload as { question: string }).question === 'profit by branch' ? DECLINED : ANSWER),
    );
    vi.mocked(telemetry.trackEvent).mockClear();
    renderScreen(<AiScreen />, { path: '/AI', label: 'AI' });
    await ask('revenue by branch');
    await waitFor(() => expect(telemetry.trackEvent).toHaveBeenCalledTimes(1));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Your question' }));
    await ask('profit by branch');
    await waitFor(() => expect(telemetry.trackEvent).toHaveBeenCalledTimes(2));
    const events = vi.mocked(telemetry.trackEvent).mock.calls.map(([event]) => event);
    expect(events.map((event) => [event.name, event.properties.outcome, event.properties.source])).toEqual([
      [AI_ASKED_EVENT, 'answered', ANSWER.explanation.source],
      [AI_ASKED_EVENT, 'declined', DECLINED.explanation.source],
    ]);
    expect(events.every((event) => typeof event.measurements.durationMs === 'number')).toBe(true);
    expect(JSON.stringify(events)).not.toMatch(/revenue|profit|branch/i);
  });

  it('keeps the question typed when the call fails, with the notice', async () => {
    answerWith(() => Promise.reject(refusal(503, 'The service is starting.')));
    renderScreen(<AiScreen />, { path: '/AI', label: 'AI' });
    await ask('revenue by branch');
    await waitFor(() => expect(screen.getByTestId('notice')).toHaveTextContent('The service is starting.'));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('revenue by branch');
  });

  it('saves the answer to the private library as its table query', async () => {
    answerWith(() => Promise.resolve(ANSWER));
    renderScreen(<AiScreen />, { path: '/AI', label: 'AI' });
    await ask('revenue by branch');
    await userEvent.click(await screen.findByRole('button', { name: 'Save to library' }));
    expect(await screen.findByText('Saved to your private library.')).toBeTruthy();
    const saved = request.mock.calls.find(([path]) => path === '/api/userLibrarySet')?.[1];
    expect(saved).toMatchObject({
      item: { title: 'revenue by branch', visibility: 'private', definition: QUERY },
    });
  });

  it('lands through the query lander, named after the question, with the other actions beside it', async () => {
    answerWith(() => Promise.resolve(ANSWER));
    landed.length = 0;
    renderScreen(<AiScreen />, { path: '/AI', label: 'AI' });
    await ask('revenue by branch');
    const lander = await screen.findByRole('group', { name: 'Lander' });
    expect(lander).toContainElement(screen.getByRole('button', { name: 'Land it' }));
    expect(lander).toContainElement(screen.getByRole('button', { name: 'Open in the table designer' }));
    expect(lander).toContainElement(screen.getByRole('button', { name: 'Save to library' }));
    expect(landed.at(-1)).toEqual({ name: 'revenue by branch', query: QUERY, landLabel: 'Land it' });
  });

  it('opens the answer in the designer as a new design named after the question, calling nothing', async () => {
    answerWith(() => Promise.resolve(ANSWER));
    function DesignerProbe() {
      const state: unknown = useLocation().state;
      return <output aria-label="Handed over">{JSON.stringify(readDesignHandOver(state))}</output>;
    }
    renderScreen(
      <Routes>
        <Route path="/AI" element={<AiScreen />} />
        <Route path="/table/new" element={<DesignerProbe />} />
      </Routes>,
      { path: '/AI', label: 'AI' },
    );
    await ask('revenue by branch');
    await screen.findByRole('cell', { name: 'Auckland' });
    const callsBefore = request.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Open in the table designer' }));
    const handedOver = await screen.findByRole('status', { name: 'Handed over' });
    expect(JSON.parse(handedOver.textContent ?? 'null')).toEqual({ name: 'revenue by branch', query: QUERY });
    expect(request.mock.calls.length).toBe(callsBefore);
  });
});
