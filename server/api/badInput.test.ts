// @vitest-environment node
/**
 * Hostile text and shapes at the API's door: a NUL or an unpaired surrogate anywhere in a payload (value or key) is
 * refused with a 400 naming the field and stores nothing; a body nested 10,000 deep is refused as such; a token
 * whose name claim holds control characters still serves its user. Auth and tenant answers stay as they were.
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { TEXT_RULE_MESSAGE, isCleanText } from '@wharf/contract/text.ts';
import { testBackend } from '../testing/testBackends.ts';
import { CLIENT_ID } from '../idp/configuration.ts';
import { type ApiAnswer, type TestApi } from '../testing/testStack.ts';
import { startSignedInDemo, type SignedInDemo } from '../testing/signedInDemo.ts';

const DEMO_USER_ID = '6f0c5a2e-8d4b-4c1e-9a57-0d3c2b1a0001';
/** Stands where the bad text goes; the raw body gets the JSON escape, so the server's JSON.parse makes the text. */
const MARK = '@@bad@@';
/** The JSON escapes, as they travel in the body text. */
const BAD_TEXT = [
  { label: 'a NUL', escape: '\\u0000', shown: '\\u0000' },
  { label: 'an unpaired surrogate', escape: '\\ud800', shown: '\\ud800' },
] as const;
const NESTED_TOO_DEEPLY = 'The request body is nested too deeply.';

/** `payload` as JSON text with each MARK replaced by the escape sequence. */
function rawWith(payload: unknown, escape: string): string {
  const raw = JSON.stringify(payload).replaceAll(MARK, escape);
  expect(raw).toContain(escape);
  return raw;
}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe.each([testBackend()])('on $name', (backend) => {
  let demo: SignedInDemo;
  let foreign: number;
  let company: { dwTableId: number; dwColumnId: number };

  const count = async (table: string) => {
    const [row] = await demo.stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return row?.n ?? -1;
  };
  const settingsRow = async () =>
    demo.stack.db.query('SELECT settings, updated_at FROM app.user_settings WHERE user_id = $1', [
      DEMO_USER_ID,
    ]);

  beforeAll(async () => {
    demo = await startSignedInDemo({ backend });
    const [other] = await demo.stack.db.query<{ id: number }>(
      "INSERT INTO app.instances (name, schema) VALUES ('Other Company', 'other_company') RETURNING id",
    );
    foreign = other?.id ?? 0;
    const [ids] = await demo.stack.db.query<{ dwTableId: number; dwColumnId: number }>(
      `SELECT t.id AS "dwTableId", c.id AS "dwColumnId" FROM app.dw_tables t JOIN app.dw_columns c ON c.table_id = t.id
       WHERE t.instance_id = $1 AND t.table_name = 'customers' AND c.column_name = 'company'`,
      [demo.harbour],
    );
    if (!ids) throw new Error('no customers.company column in the demo world');
    company = ids;
  }, 60_000);

  afterAll(async () => {
    await demo?.stack.close();
  });

  const post = (path: string, raw: string, token: string | null = demo.idToken): Promise<ApiAnswer> =>
    demo.api.post(path, undefined, { raw, token, instanceId: token ? demo.harbour : null });

  function expectRefused(answer: ApiAnswer, field: string) {
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body).toEqual({ message: `${field}: ${TEXT_RULE_MESSAGE}` });
  }

  describe.each(BAD_TEXT)('$label in a string', ({ escape, shown }) => {
    it('user settings: a value or a key is refused naming it, and the settings stay as they were', async () => {
      const before = await settingsRow();
      const value = await post(
        API_PATHS.userSettingsSet,
        rawWith({ userId: DEMO_USER_ID, settings: { theme: `dark${MARK}`, hostMode: 'excel' } }, escape),
      );
      expectRefused(value, 'settings.theme');
      const nested = await post(
        API_PATHS.userSettingsSet,
        rawWith({ userId: DEMO_USER_ID, settings: { recent: ['ok', { name: MARK }] } }, escape),
      );
      expectRefused(nested, 'settings.recent.1.name');
      const key = await post(
        API_PATHS.userSettingsSet,
        rawWith({ userId: DEMO_USER_ID, settings: { [`th${MARK}eme`]: 'dark' } }, escape),
      );
      // The message names the key with its escape written out, never the character itself.
      expectRefused(key, `settings.th${shown}eme`);
      expect(isCleanText(String(key.body.message))).toBe(true);
      expect(await settingsRow()).toEqual(before);
    });

    it('library: an item title or definition and a topic name are refused, and nothing is stored', async () => {
      const [items, topics] = [await count('app.library_items'), await count('app.library_topics')];
      const item = { title: 'Sales', visibility: 'private', definition: { table: 'customers' } };
      const title = await post(
        API_PATHS.userLibrarySet,
        rawWith({ item: { ...item, title: `Sales ${MARK}` } }, escape),
      );
      expectRefused(title, 'item.title');
      const definition = await post(
        API_PATHS.userLibrarySet,
        rawWith({ item: { ...item, definition: { table: 'customers', columns: [MARK] } } }, escape),
      );
      expectRefused(definition, 'item.definition.columns.0');
      const topic = await post(
        API_PATHS.userLibraryTopicSet,
        rawWith({ topic: { name: `Q${MARK}` } }, escape),
      );
      expectRefused(topic, 'topic.name');
      expect([await count('app.library_items'), await count('app.library_topics')]).toEqual([items, topics]);
    });

    it("clientQuery's filter values and searchMemberList's search are refused naming the field", async () => {
      const query = {
        table: 'customers',
        columns: ['company'],
        filters: [{ column: 'company', op: 'in', values: ['Chen Ltd', `Chen${MARK}`] }],
      };
      expectRefused(
        await post(API_PATHS.clientQuery, rawWith({ query }, escape)),
        'query.filters.0.values.1',
      );
      const search = await post(
        API_PATHS.searchMemberList,
        rawWith({ ...company, search: `an${MARK}` }, escape),
      );
      expectRefused(search, 'search');
    });

    it('sign-up: validate/instance without a token and signup/instance are refused, no instance is made', async () => {
      const instances = await count('app.instances');
      const validate = await post(
        API_PATHS.signupValidateInstance,
        rawWith({ name: `Acme ${MARK}` }, escape),
        null,
      );
      expectRefused(validate, 'name');
      const create = await post(API_PATHS.signupInstance, rawWith({ name: `Acme ${MARK}` }, escape));
      expectRefused(create, 'name');
      expect(await count('app.instances')).toBe(instances);
    });

    it('still answers 401 without a token and 403 for an instance the user is not in', async () => {
      const raw = rawWith({ userId: DEMO_USER_ID, settings: { theme: MARK } }, escape);
      expect((await post(API_PATHS.userSettingsSet, raw, null)).status).toBe(401);
      const foreignCall = await demo.api.post(API_PATHS.userSettingsSet, undefined, {
        raw,
        token: demo.idToken,
        instanceId: foreign,
      });
      expect(foreignCall.status).toBe(403);
      expect((await post(API_PATHS.signupInstance, rawWith({ name: MARK }, escape), null)).status).toBe(401);
    });
  });

  it('keeps tab, line feed, carriage return and paired surrogates (emoji) as they are', async () => {
    const settings = { note: 'a\tb\nc\r\nd', emoji: 'ship 🚢', '🚢': 'key' };
    const answer = await post(API_PATHS.userSettingsSet, JSON.stringify({ userId: DEMO_USER_ID, settings }));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.settings).toEqual(settings);
  });

  describe('nesting', () => {
    it('refuses a body 10,000 arrays deep, with or without a token', async () => {
      for (const token of [demo.idToken, null]) {
        const answer = await post(API_PATHS.signupValidateInstance, deepArray(10_000), token);
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body).toEqual({ message: NESTED_TOO_DEEPLY });
      }
    });

    it('refuses a settings document nested 10,000 deep and stores nothing', async () => {
      const before = await settingsRow();
      const raw = `{"userId":"${DEMO_USER_ID}","settings":{"deep":${deepArray(10_000)}}}`;
      const answer = await post(API_PATHS.userSettingsSet, raw);
      expect(answer.body).toEqual({ message: NESTED_TOO_DEEPLY });
      expect(await settingsRow()).toEqual(before);
    });

    it('accepts a settings document nested 20 deep, and brackets inside strings do not count', async () => {
      let deep: unknown = 'bottom';
      for (let level = 0; level < 20; level += 1) deep = { level, deep };
      const settings = { deep, brackets: `"[{${'['.repeat(10_000)}\\` };
      const answer = await post(
        API_PATHS.userSettingsSet,
        JSON.stringify({ userId: DEMO_USER_ID, settings }),
      );
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.settings).toEqual(settings);
    });
  });

  describe('a token whose name claim holds control characters', () => {
    let signed: TestApi;
    let sign: (name: string, subject: string) => Promise<string>;

    beforeAll(async () => {
      // The provider now refuses such names at sign-up; an account made before, or elsewhere, may still hold one.
      const { publicKey, privateKey } = await generateKeyPair('RS256');
      const jwk = { ...(await exportJWK(publicKey)), kid: 'control-names', alg: 'RS256', use: 'sig' };
      signed = await demo.stack.api({ jwks: createLocalJWKSet({ keys: [jwk] }) });
      sign = (name, subject) =>
        new SignJWT({ emails: [`${subject}@names.test`], name })
          .setProtectedHeader({ alg: 'RS256', kid: 'control-names' })
          .setIssuer(demo.stack.idp.issuer)
          .setAudience(CLIENT_ID)
          .setSubject(subject)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(privateKey);
    });

    it.each([
      { label: 'a NUL', subject: 'nul', name: 'Ni\u0000na\u0007 Newcomer', stored: 'Nina Newcomer' },
      {
        label: 'an unpaired surrogate',
        subject: 'lone',
        name: 'Nina \ud800Newcomer',
        stored: 'Nina \ufffdNewcomer',
      },
      // Nothing left of the name: the email stands in, as for a token without one.
      { label: 'nothing else', subject: 'bare', name: '\u0000\u001b', stored: 'bare@names.test' },
    ])(
      'serves the user whose name holds $label, with the name cleaned',
      async ({ subject, name, stored }) => {
        const token = await sign(name, subject);
        const check = await signed.post(API_PATHS.userAuthCheck, undefined, { token });
        expect(check.status, check.text).toBe(200);
        expect(check.body.user).toMatchObject({ username: stored, email: `${subject}@names.test` });
        const userId = (check.body.user as { userId: string }).userId;
        const settings = await signed.post(API_PATHS.userSettings, { userId }, { token });
        expect(settings.status, settings.text).toBe(200);
        const [row] = await demo.stack.db.query<{ name: string }>(
          'SELECT name FROM app.users WHERE idp_subject = $1',
          [subject],
        );
        expect(row?.name).toBe(stored);
      },
    );
  });
});
