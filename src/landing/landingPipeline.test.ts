// @vitest-environment node
/** The landing pipeline with a scripted API and a recording host: pages stream, progress, cancel, one record. */
import { describe, expect, it, vi } from 'vitest';
import type { ClientQueryResponse } from '@wharf/contract';
import type { CellValue, TableStart, TableStream, TableWriter } from '../host';
import { newDesign, type TableDesign } from '../design/tableDesign';
import { landDesign, type PageRequest } from './landingPipeline';

const design: TableDesign = {
  ...newDesign(),
  id: 7,
  name: 'Orders',
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', name: 'Order', ref: 'order_number' },
    { id: 2, kind: 'source', name: 'Total', ref: 'total' },
  ],
  nextId: 3,
};

/** Five rows in pages of two, as /api/clientQuery answers them. */
function pageAt(offset: number): ClientQueryResponse {
  const rows = [1, 2, 3, 4, 5].slice(offset, offset + 2).map((n) => [`SO-${n}`, n * 10]);
  return {
    columns: [],
    rows,
    offset,
    nextOffset: offset + 2 < 5 ? offset + 2 : null,
    totalRows: 5,
    truncated: false,
  };
}

/** A host that records what it is asked, in order, beside the page requests. */
function recordingWriter(events: string[]): TableWriter & { pages: CellValue[][][] } {
  const pages: CellValue[][][] = [];
  const begin = (start: TableStart): Promise<TableStream> => {
    events.push(`begin ${start.tableName} expecting ${start.expectedRows}`);
    let written = 0;
    return Promise.resolve({
      append(rows) {
        pages.push(rows.map((row) => [...row]));
        written += rows.length;
        events.push(`append ${rows.length}`);
        return Promise.resolve();
      },
      finish() {
        events.push('finish');
        return Promise.resolve({
          rowCount: written,
          requests: 0,
          largestRequestBytes: 0,
          address: `Sheet1!A1:B${written + 1}`,
        });
      },
    });
  };
  return { pages, begin, writeTable: () => Promise.reject(new Error('landing streams its pages')) };
}

function scriptedApi(events: string[]): PageRequest {
  return (payload) => {
    const offset = payload.query.offset ?? 0;
    events.push(`request offset ${offset}`);
    return Promise.resolve(pageAt(offset));
  };
}

describe('the landing pipeline', () => {
  it('writes each page to the host as it arrives: page 1 is written before page 2 is asked for', async () => {
    const events: string[] = [];
    const writer = recordingWriter(events);
    const result = await landDesign(design, { writer, requestPage: scriptedApi(events) });
    expect(events).toEqual([
      'request offset 0',
      'begin Orders expecting 5',
      'append 2',
      'request offset 2',
      'append 2',
      'request offset 4',
      'append 1',
      'finish',
    ]);
    expect(writer.pages[0]).toEqual([
      ['SO-1', 10],
      ['SO-2', 20],
    ]);
    expect(result).toMatchObject({ rowCount: 5, address: 'Sheet1!A1:B6', truncated: false });
  });

  it('walks the pages by cursor when the server answers one: each request sends the previous nextCursor', async () => {
    const events: string[] = [];
    const writer = recordingWriter(events);
    // The cursor names where the next page starts; a request carries a cursor or an offset, never both.
    const requestPage: PageRequest = (payload) => {
      const { offset, after } = payload.query;
      events.push(after === undefined ? `request offset ${offset ?? 'none'}` : `request after ${after}`);
      const at = after === undefined ? (offset ?? 0) : Number(after.replace('row', ''));
      const page = pageAt(at);
      return Promise.resolve({
        ...page,
        nextCursor: page.nextOffset === null ? null : `row${page.nextOffset}`,
      });
    };
    const result = await landDesign(design, { writer, requestPage });
    expect(events.filter((event) => event.startsWith('request'))).toEqual([
      'request offset 0',
      'request after row2',
      'request after row4',
    ]);
    expect(writer.pages.flat()).toEqual([1, 2, 3, 4, 5].map((n) => [`SO-${n}`, n * 10]));
    expect(result).toMatchObject({ rowCount: 5, truncated: false });
  });

  it('pages by offset where the server answers no cursor, and stops on a next page that does not move on', async () => {
    const asked: (number | string | undefined)[] = [];
    const stuck: PageRequest = (payload) => {
      asked.push(payload.query.after ?? payload.query.offset);
      const page = pageAt(payload.query.offset ?? 0);
      // An older server (no nextCursor), and one that points back at the page it answered once past offset 2.
      return Promise.resolve(page.offset === 2 ? { ...page, nextOffset: 2 } : page);
    };
    await landDesign(design, { writer: recordingWriter([]), requestPage: stuck });
    expect(asked).toEqual([0, 2]);
  });

  it('reports rows landed of all rows after every page', async () => {
    const progress: unknown[] = [];
    await landDesign(design, {
      writer: recordingWriter([]),
      requestPage: scriptedApi([]),
      onProgress: (step) => progress.push(step),
    });
    expect(progress).toEqual([
      { landed: 2, total: 5 },
      { landed: 4, total: 5 },
      { landed: 5, total: 5 },
    ]);
  });

  it('stops between pages when cancelled: no further page is asked for, nothing finished or recorded', async () => {
    const events: string[] = [];
    const controller = new AbortController();
    const recordRefresh = vi.fn(() => Promise.resolve());
    const landing = landDesign(design, {
      writer: recordingWriter(events),
      requestPage: scriptedApi(events),
      signal: controller.signal,
      onProgress: () => controller.abort(),
      recordRefresh,
    });
    await expect(landing).rejects.toMatchObject({ kind: 'cancelled' });
    expect(events).toEqual(['request offset 0', 'begin Orders expecting 5', 'append 2']);
    expect(recordRefresh).not.toHaveBeenCalled();
  });

  it('records the refresh once, after the table is finished', async () => {
    const events: string[] = [];
    const recordRefresh = vi.fn((refresh: unknown) => {
      events.push(`record ${JSON.stringify(refresh)}`);
      return Promise.resolve();
    });
    const result = await landDesign(design, {
      writer: recordingWriter(events),
      requestPage: scriptedApi([]),
      recordRefresh,
      now: () => new Date('2026-03-01T09:30:00Z'),
    });
    expect(recordRefresh).toHaveBeenCalledTimes(1);
    expect(recordRefresh).toHaveBeenCalledWith({ at: '2026-03-01T09:30:00.000Z', rowCount: 5 });
    expect(events.slice(-2)).toEqual(['finish', 'record {"at":"2026-03-01T09:30:00.000Z","rowCount":5}']);
    expect(result.at).toBe('2026-03-01T09:30:00.000Z');
  });

  it('checks the design before asking for a row', async () => {
    const requestPage = vi.fn(scriptedApi([]));
    const badName = { ...design, landing: { sheet: '', tableName: 'A1' } };
    await expect(landDesign(badName, { writer: recordingWriter([]), requestPage })).rejects.toThrow(
      'Start with a letter or _',
    );
    await expect(
      landDesign({ ...design, columns: [] }, { writer: recordingWriter([]), requestPage }),
    ).rejects.toThrow('Choose a table and at least one source column');
    expect(requestPage).not.toHaveBeenCalled();
  });

  it('hands the host the catalogue’s headers for a template’s columns, and what the table is', async () => {
    const starts: TableStart[] = [];
    const writer = recordingWriter([]);
    const begin = writer.begin;
    writer.begin = (start) => {
      starts.push(start);
      return begin(start);
    };
    const template: TableDesign = {
      ...design,
      columns: [
        { id: 1, kind: 'source', name: 'order_number', ref: 'order_number' },
        { id: 2, kind: 'source', name: 'Total', ref: 'total' },
      ],
    };
    const answer = (ref: string, friendlyName: string) => ({
      ref,
      name: ref,
      friendlyName,
      dataType: 'text' as const,
      role: 'dimension' as const,
      aggregate: null,
      grain: null,
      format: null,
      measure: null,
      definition: null,
    });
    const about = { designName: 'Orders', filters: [], sources: ['Sales Orders'] };
    await landDesign(template, {
      writer,
      about,
      requestPage: (payload) =>
        Promise.resolve({
          ...pageAt(payload.query.offset ?? 0),
          columns: [answer('order_number', 'Order Number'), answer('total', 'Total')],
        }),
    });
    expect(starts[0]?.columns.map((column) => column.name)).toEqual(['Order Number', 'Total']);
    expect(starts[0]?.about).toEqual(about);
  });
});
