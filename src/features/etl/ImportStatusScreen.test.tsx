import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import type { EtlJob } from '@wharf/contract';
import ImportStatusScreen from './ImportStatusScreen';
import { makeJob, renderScreen, type AnswerByPath } from '../../testing/renderScreen';
import { formatDateTime } from './jobStatus';

vi.mock('../../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest) as unknown as AnswerByPath;

const entity = (status: EtlJob['status'], rows: number, finished: string | null) => ({
  entity: 'products',
  status,
  rows,
  pages: Math.ceil(rows / 250),
  started: '2025-01-06T09:00:01.000Z',
  finished,
  message: null,
});

const running = (rows: number) =>
  makeJob({ id: 7, status: 'running', finished: null, entities: [entity('running', rows, null)] });
const finished = makeJob({
  id: 7,
  status: 'success',
  finished: '2025-01-06T09:00:31.000Z',
  entities: [entity('success', 900, '2025-01-06T09:00:31.000Z')],
});

const statusCalls = () => request.mock.calls.filter(([path]) => path === '/api/etlStatus').length;

describe('following an import', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('polls /api/etlStatus while the job runs and stops once it has finished', async () => {
    const answers = [running(250), running(500), finished];
    request.mockImplementation((path) =>
      path === '/api/etlStatus'
        ? Promise.resolve({ instanceId: 1, jobs: [answers.shift() ?? finished] })
        : Promise.reject(new Error(`unexpected ${path}`)),
    );
    renderScreen(<ImportStatusScreen />, { label: 'Import Status', entry: '/importStatus?job=7' });
    expect(await screen.findByText(/250 rows · 1 page ·/)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/etlStatus', { jobId: 7 }, expect.anything());
    expect(await screen.findByText(/900 rows · 4 pages · 0:30/, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getAllByText('Succeeded')).toHaveLength(2); // the job and its one entity
    expect(screen.queryByRole('button', { name: 'Cancel the import' })).toBeNull();
    const callsWhenFinished = statusCalls();
    expect(callsWhenFinished).toBe(3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 2200)));
    expect(statusCalls()).toBe(callsWhenFinished);
    // Three polls a second apart and 2.2 s of watching: more than the default 5 s on a busy machine.
  }, 15_000);

  it('says a waiting import has not started yet, then shows the time it started', async () => {
    const waiting = makeJob({ id: 7, status: 'pending', started: null, finished: null, entities: [] });
    const answers = [waiting, running(250)];
    request.mockImplementation((path) =>
      path === '/api/etlStatus'
        ? Promise.resolve({ instanceId: 1, jobs: [answers.shift() ?? running(250)] })
        : Promise.reject(new Error(`unexpected ${path}`)),
    );
    renderScreen(<ImportStatusScreen />, { label: 'Import Status', entry: '/importStatus?job=7' });
    const started = async () => (await screen.findByText('Started')).nextElementSibling?.textContent;
    expect(await started()).toBe('Not yet');
    await screen.findByText(/250 rows · 1 page ·/, {}, { timeout: 4000 });
    expect(await started()).toBe(formatDateTime('2025-01-06T09:00:01.000Z'));
  }, 10_000);

  it('cancels a running import', async () => {
    let cancelled = false;
    request.mockImplementation((path, payload) => {
      if (path === '/api/etl/cancel') {
        cancelled = true;
        expect(payload).toEqual({ jobId: 7 });
        return Promise.resolve({ job: { ...running(250), status: 'cancelled' }, alreadyRunning: false });
      }
      const job = cancelled
        ? { ...running(250), status: 'cancelled' as const, finished: '2025-01-06T09:00:09Z' }
        : running(250);
      return Promise.resolve({ instanceId: 1, jobs: [job] });
    });
    renderScreen(<ImportStatusScreen />, { label: 'Import Status', entry: '/importStatus?job=7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the import' }));
    await waitFor(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Cancel the import' })).toBeNull();
  });
});

describe('what a finished import says', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('names entities, formats numbers and times, sums it up, and keeps rate-limit waits out of the notices', async () => {
    const job = makeJob({
      id: 9,
      status: 'success',
      started: '2025-01-06T09:00:00.000Z',
      finished: '2025-01-06T09:01:02.000Z',
      counts: { productOptions: 2000 },
      messages: [
        {
          severity: 1,
          text: 'Product options: 3 calls were retried (429 ×3).',
          kind: 'retried',
          retried: { entity: 'Product options', calls: 3, rateLimited: true },
        },
        { severity: 1, text: 'Full import completed: 59784 records landed.' },
      ],
      entities: [
        {
          entity: 'productOptions',
          status: 'success',
          rows: 2000,
          pages: 8,
          started: '2025-01-06T09:00:00.000Z',
          finished: '2025-01-06T09:01:02.000Z',
          message: null,
        },
      ],
    });
    request.mockImplementation((path) =>
      path === '/api/etlStatus'
        ? Promise.resolve({ instanceId: 1, jobs: [job] })
        : path === '/api/sourceSystems'
          ? Promise.resolve({
              sourceSystems: [
                {
                  id: 1,
                  code: 'cin7Omni',
                  name: 'Cin7 Omni',
                  clientIdLabel: 'API username',
                  secretLabel: 'API key',
                  scopes: [{ key: 'productOptions', name: 'Product options', description: '', tables: [] }],
                },
              ],
            })
          : Promise.reject(new Error(`unexpected ${path}`)),
    );
    renderScreen(<ImportStatusScreen />, { label: 'Import Status', entry: '/importStatus?job=9' });
    const progress = await screen.findByRole('list', { name: 'Progress per entity' });
    expect(progress).toHaveTextContent('Product options');
    expect(progress).not.toHaveTextContent('productOptions');
    expect(progress).toHaveTextContent(`${(2000).toLocaleString()} rows · 8 pages · 1:02`);
    expect(progress).toHaveTextContent('Waited for the source’s rate limit 3 times, then went on.');
    expect(screen.queryByText(/retried/)).toBeNull();
    expect(
      screen.getByText(`OK: Full import completed: ${(59784).toLocaleString()} records landed.`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${(2000).toLocaleString()} rows landed from 1 entity in 1:02.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/2025-01-06T/)).toBeNull();
    expect(screen.queryByText('Waiting for the first entity to start…')).toBeNull();
  });

  it('shows a finished job without per-entity progress by its counts, never as waiting', async () => {
    const job = makeJob({ id: 3, status: 'success', counts: { productOptions: 2000 }, entities: [] });
    request.mockImplementation((path) =>
      path === '/api/etlStatus'
        ? Promise.resolve({ instanceId: 1, jobs: [job] })
        : Promise.resolve({ sourceSystems: [] }),
    );
    renderScreen(<ImportStatusScreen />, { label: 'Import Status', entry: '/importStatus?job=3' });
    const counts = await screen.findByRole('list', { name: 'Rows landed per entity' });
    expect(counts).toHaveTextContent(`Product options${(2000).toLocaleString()} rows landed`);
    expect(screen.queryByText('Waiting for the first entity to start…')).toBeNull();
    // What the rows are for: the next step is a table designed from them.
    expect(screen.getByRole('link', { name: 'Design a table from it' })).toHaveAttribute(
      'href',
      '/table/new',
    );
  });
});

describe('how far an import has got, and what a stopped one kept', () => {
  beforeEach(() => {
    request.mockReset();
  });

  const answerWith = (job: EtlJob) =>
    request.mockImplementation((path) =>
      path === '/api/etlStatus'
        ? Promise.resolve({ instanceId: 1, jobs: [job] })
        : Promise.resolve({ sourceSystems: [] }),
    );

  it('shows a running full import out of what the last full import read, with its share', async () => {
    answerWith(
      makeJob({
        id: 7,
        status: 'running',
        finished: null,
        entities: [{ ...entity('running', 15_000, null), lastFullRows: 60_000 }],
      }),
    );
    renderScreen(<ImportStatusScreen />, { label: 'Import Status', entry: '/importStatus?job=7' });
    const share = new Intl.NumberFormat(undefined, { style: 'percent' }).format(0.25);
    const progress = await screen.findByRole('list', { name: 'Progress per entity' });
    expect(progress).toHaveTextContent(
      `${(15_000).toLocaleString()} of about ${(60_000).toLocaleString()} rows (${share})`,
    );
    expect(screen.getByText('Rows read so far')).toBeInTheDocument();
  });

  it('says what a cancelled import kept and what it discarded, never counting discarded rows as landed', async () => {
    answerWith(
      makeJob({
        id: 8,
        status: 'cancelled',
        finished: '2025-01-06T09:00:31.000Z',
        entities: [
          entity('success', 2000, '2025-01-06T09:00:20.000Z'),
          { ...entity('cancelled', 1750, '2025-01-06T09:00:31.000Z'), entity: 'salesOrders' },
        ],
      }),
    );
    renderScreen(<ImportStatusScreen />, { label: 'Import Status', entry: '/importStatus?job=8' });
    expect(
      await screen.findByText(
        `Kept: ${(2000).toLocaleString()} rows from 1 entity that finished landing before the cancel.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Discarded: ${(1750).toLocaleString()} rows read from Sales orders, which never reached the warehouse.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(`${(3750).toLocaleString()} rows`))).toBeNull();
  });

  it('says plainly that nothing was kept when the cancel came before any entity landed', async () => {
    answerWith(
      makeJob({
        id: 9,
        status: 'cancelled',
        finished: '2025-01-06T09:00:31.000Z',
        entities: [entity('cancelled', 500, '2025-01-06T09:00:31.000Z')],
      }),
    );
    renderScreen(<ImportStatusScreen />, { label: 'Import Status', entry: '/importStatus?job=9' });
    expect(
      await screen.findByText('Kept: nothing. No entity had finished landing before the cancel.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Discarded: 500 rows read from Products, which never reached the warehouse.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Design a table from it' })).toBeNull();
  });
});
