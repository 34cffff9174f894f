// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { TestStack, signInForIdToken, type TestApi } from '../testing/testStack.ts';
import { testBackend } from '../testing/testBackends.ts';

const DEMO_USER_ID = '6f0c5a2e-8d4b-4c1e-9a57-0d3c2b1a0001';
const COLLEAGUE_ID = '6f0c5a2e-8d4b-4c1e-9a57-0d3c2b1a0002';

let stack: TestStack;
let api: TestApi;
let idToken: string;

describe.each([testBackend()])('on $name', (backend) => {
  beforeAll(async () => {
    stack = await TestStack.start({ backend });
    api = await stack.api();
    idToken = await signInForIdToken(stack.idp.issuer);
  }, 60_000);

  afterAll(async () => {
    await stack.close();
  });

  describe('/api/userSettings and /api/userSettingsSet', () => {
    it("reads the user's own seeded settings", async () => {
      const answer = await api.post(API_PATHS.userSettings, { userId: DEMO_USER_ID }, { token: idToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        userId: DEMO_USER_ID,
        settings: { theme: 'builder-light', hostMode: 'browser' },
        updated: '2025-02-01T10:00:00.000Z',
      });
    });

    it('replaces the settings and reads them back', async () => {
      const settings = {
        theme: 'builder-dark',
        hostMode: 'excel',
        recentTables: [3, 5],
        nested: { a: true },
      };
      const set = await api.post(
        API_PATHS.userSettingsSet,
        { userId: DEMO_USER_ID, settings },
        { token: idToken },
      );
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ userId: DEMO_USER_ID, settings });
      const read = await api.post(API_PATHS.userSettings, { userId: DEMO_USER_ID }, { token: idToken });
      expect(read.body.settings).toEqual(settings);
    });

    it("answers 403 for another user's settings, read or write, and leaves them alone", async () => {
      const read = await api.post(API_PATHS.userSettings, { userId: COLLEAGUE_ID }, { token: idToken });
      expect(read.status).toBe(403);
      expect(read.body).toEqual({ message: 'You may only read and change your own settings.' });
      const write = await api.post(
        API_PATHS.userSettingsSet,
        { userId: COLLEAGUE_ID, settings: { theme: 'builder-dark' } },
        { token: idToken },
      );
      expect(write.status).toBe(403);
      const rows = await stack.db.query('SELECT settings FROM app.user_settings WHERE user_id = $1', [
        COLLEAGUE_ID,
      ]);
      expect(rows).toEqual([]);
    });

    it('answers 400 naming the field of a malformed payload', async () => {
      const noUser = await api.post(API_PATHS.userSettings, {}, { token: idToken });
      expect(noUser.status).toBe(400);
      expect(noUser.body.message).toMatch(/^userId: /);
      const notObject = await api.post(
        API_PATHS.userSettingsSet,
        { userId: DEMO_USER_ID, settings: ['dark'] },
        { token: idToken },
      );
      expect(notObject.status).toBe(400);
      expect(notObject.body.message).toMatch(/^settings: /);
    });

    it('answers 401 without a token', async () => {
      expect((await api.post(API_PATHS.userSettings, { userId: DEMO_USER_ID })).status).toBe(401);
    });
  });
});
