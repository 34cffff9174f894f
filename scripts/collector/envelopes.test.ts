// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBatch, summarize, type Envelope } from './envelopes.ts';

const pageView: Envelope = {
  name: 'Microsoft.ApplicationInsights.00000000000000000000000000000000.Pageview',
  data: {
    baseType: 'PageviewData',
    baseData: { name: 'Getting Started', properties: { hostMode: 'browser' } },
  },
};
const exception: Envelope = {
  name: 'Microsoft.ApplicationInsights.Exception',
  data: {
    baseType: 'ExceptionData',
    baseData: { exceptions: [{ typeName: 'Error', message: 'Test error raised by /error/test' }] },
  },
};

describe('a track payload', () => {
  it('as a JSON array is accepted whole', () => {
    const batch = parseBatch(JSON.stringify([pageView, exception]));
    expect(batch.status).toBe(200);
    expect(batch.envelopes).toEqual([pageView, exception]);
    expect(batch.response).toEqual({ itemsReceived: 2, itemsAccepted: 2, errors: [] });
  });

  it('as newline-delimited JSON is accepted line by line', () => {
    const batch = parseBatch(`${JSON.stringify(pageView)}\n${JSON.stringify(exception)}\n`);
    expect(batch.envelopes).toEqual([pageView, exception]);
    expect(batch.response.itemsAccepted).toBe(2);
  });

  it('with a broken line is partly accepted (206), naming the item', () => {
    const batch = parseBatch(`${JSON.stringify(pageView)}\n{not json`);
    expect(batch.status).toBe(206);
    expect(batch.response).toMatchObject({
      itemsReceived: 2,
      itemsAccepted: 1,
      errors: [{ index: 1, statusCode: 400 }],
    });
  });

  it.each(['', 'garbage', '42'])('that holds no envelope (%j) is refused (400)', (body) => {
    const batch = parseBatch(body);
    expect(batch.status).toBe(400);
    expect(batch.response.itemsAccepted).toBe(0);
  });
});

describe('the console line', () => {
  it('names the type and what a person would look for', () => {
    expect(summarize(pageView)).toBe('PageviewData Getting Started');
    expect(summarize(exception)).toBe('ExceptionData Error: Test error raised by /error/test');
    expect(summarize({ data: { baseType: 'MessageData', baseData: { message: 'hello' } } })).toBe(
      'MessageData hello',
    );
    expect(summarize({ name: 'odd' })).toBe('odd');
  });
});
