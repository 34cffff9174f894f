// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { onDiskPglite } from '../testing/onDiskPglite.ts';
import { TEST_DATABASE_URL } from '../testing/testBackends.ts';
import { TestStack, demoInstanceIds, signInForIdToken, type TestApi } from '../testing/testStack.ts';

describe('PostgreSQL coverage of the API tests', () => {
  it('runs them on PostgreSQL as well when TEST_DATABASE_URL is set, and CI must set it', () => {
    if (TEST_DATABASE_URL) return;
    if (process.env.CI) {
      expect.fail(
        'TEST_DATABASE_URL is not set: CI must run the API tests on PostgreSQL (.ci/run starts one)',
      );
    }
    console.warn('[server/api] TEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
  });
});

const DEMO_USER_ID = '6f0c5a2e-8d4b-4c1e-9a57-0d3c2b1a0001';
const SECRET = 'restart-secret-value-4321';

describe('restarting the API on the same PGlite data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wharf-api-restart-'));
  let stack: TestStack;
  let api: TestApi;
  let token: string;
  let harbour: number;

  beforeAll(async () => {
    stack = await TestStack.start({ backend: onDiskPglite(dataDir) });
    api = await stack.api();
    token = await signInForIdToken(stack.idp.issuer);
    ({ harbour } = await demoInstanceIds(stack.db));
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps settings and a new connection written through the API', async () => {
    const settings = { theme: 'builder-dark', hostMode: 'excel' };
    const saved = await api.post(API_PATHS.userSettingsSet, { userId: DEMO_USER_ID, settings }, { token });
    expect(saved.status).toBe(200);
    const added = await api.post(
      API_PATHS.signupConnections,
      {
        instanceId: harbour,
        name: 'Survives Restart',
        sourceSystemId: 2,
        APIKeys: { clientId: 'survivor', secret: SECRET },
        ETLScopes: ['products'],
      },
      { token, instanceId: harbour },
    );
    expect(added.status).toBe(200);

    api = await stack.restart();

    const read = await api.post(API_PATHS.userSettings, { userId: DEMO_USER_ID }, { token });
    expect(read.status).toBe(200);
    expect(read.body.settings).toEqual(settings);
    const list = await api.post(API_PATHS.instanceConnection, {}, { token, instanceId: harbour });
    const connections = list.body.instanceConnections as Array<Record<string, unknown>>;
    expect(connections.find((c) => c.id === added.body.connectionId)).toMatchObject({
      name: 'Survives Restart',
      status: 'PENDING_INIT',
      APIKey: { clientId: 'survivor', secret: '••••4321' },
    });
    // The restart's seed found the demo world and left it alone: still two demo instances, no second copy.
    const instances = await stack.db.query('SELECT 1 FROM app.instances');
    expect(instances).toHaveLength(2);
  }, 60_000);
});
