// @vitest-environment node
import type { ITelemetryItem } from '@microsoft/applicationinsights-web';
import { describe, expect, it } from 'vitest';
import { redactSecrets, REDACTED, stripSecrets } from './secrets';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';

function dependencyItem(): ITelemetryItem {
  return {
    name: 'Microsoft.ApplicationInsights.RemoteDependency',
    baseType: 'RemoteDependencyData',
    baseData: {
      name: 'POST /api/clientQuery',
      target: 'https://api.example/api/clientQuery',
      properties: {
        requestHeaders: { Authorization: `Bearer ${TOKEN}`, 'x-instance-id': '42', accept: '*/*' },
        responseHeaders: { 'content-type': 'application/json' },
        HttpMethod: 'POST',
      },
    },
    data: { 'X-Instance-Id': '42', note: 'kept' },
  };
}

describe('the telemetry initializer', () => {
  it('keeps every item', () => {
    expect(stripSecrets(dependencyItem())).toBe(true);
  });

  it('removes header-like properties wherever they are, and the auth headers by name', () => {
    const item = dependencyItem();
    stripSecrets(item);
    expect(item.baseData?.properties).toEqual({ HttpMethod: 'POST' });
    expect(item.data).toEqual({ note: 'kept' });
    expect(JSON.stringify(item)).not.toContain(TOKEN);
  });

  it('redacts bearer tokens and JWTs in any text', () => {
    const item: ITelemetryItem = {
      name: 'Microsoft.ApplicationInsights.Exception',
      baseData: {
        exceptions: [{ message: `401 for Bearer ${TOKEN}`, stack: `at call (${TOKEN})` }],
        properties: { info: `id_token=${TOKEN}` },
      },
      tags: { 'ai.operation.name': `/signin#id_token=${TOKEN}` },
    };
    stripSecrets(item);
    const text = JSON.stringify(item);
    expect(text).not.toContain(TOKEN);
    expect(text).toContain(`Bearer ${REDACTED}`);
  });

  it('reports a thrown Error through a redacted copy, leaving the app its own error', () => {
    const error = new Error(`failed with Bearer ${TOKEN}`);
    const item: ITelemetryItem = { name: 'exception', baseData: { exception: error } };
    stripSecrets(item);
    expect((item.baseData?.exception as Error).message).toBe(`failed with Bearer ${REDACTED}`);
    expect(error.message).toContain(TOKEN);
  });

  it('survives a cycle', () => {
    const properties: Record<string, unknown> = { text: `Bearer ${TOKEN}` };
    properties.self = properties;
    const item: ITelemetryItem = { name: 'event', baseData: { properties } };
    expect(() => stripSecrets(item)).not.toThrow();
    expect(properties.text).toBe(`Bearer ${REDACTED}`);
  });
});

describe('redactSecrets', () => {
  it('leaves ordinary text alone', () => {
    expect(redactSecrets('Page Not Found: /table/abc')).toBe('Page Not Found: /table/abc');
  });

  it('redacts an unsigned JWT (alg none) too', () => {
    expect(redactSecrets('token eyJhbGciOiJub25lIn0.eyJzdWIiOiJlMmUifQ. end')).toBe(`token ${REDACTED} end`);
  });
});
