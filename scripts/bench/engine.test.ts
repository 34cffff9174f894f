// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineName, figureName, floorName } from './engine.ts';
import { postgresSource, skippedLine } from './postgresServer.ts';

describe('the engine a figure names', () => {
  it('names the embedded database and the server in every figure and floor line', () => {
    expect(engineName('pglite')).toBe('PGlite');
    expect(engineName('postgres')).toBe('PostgreSQL');
    expect(figureName('clientQuery 100k rows, all pages', 'PostgreSQL')).toBe(
      'clientQuery 100k rows, all pages (PostgreSQL)',
    );
    expect(figureName('searchMemberList', 'PGlite', ['Cin7 Omni model'])).toBe(
      'searchMemberList (Cin7 Omni model, PGlite)',
    );
    expect(floorName('one plain SELECT', 'PostgreSQL')).toBe('one plain SELECT on PostgreSQL');
  });
});

describe('where the PostgreSQL figures come from', () => {
  const machine = { bin: '/usr/lib/postgresql/15/bin', isRoot: false, hasPostgresUser: false };

  it('takes BENCH_DATABASE_URL first, then TEST_DATABASE_URL, over any server the machine could start', () => {
    expect(
      postgresSource({ BENCH_DATABASE_URL: 'postgres://a', TEST_DATABASE_URL: 'postgres://b' }, machine),
    ).toEqual({ kind: 'url', url: 'postgres://a', variable: 'BENCH_DATABASE_URL' });
    expect(postgresSource({ BENCH_DATABASE_URL: ' ', TEST_DATABASE_URL: 'postgres://b' }, machine)).toEqual({
      kind: 'url',
      url: 'postgres://b',
      variable: 'TEST_DATABASE_URL',
    });
  });

  it("starts a throwaway cluster from Debian's binaries, as the postgres user when the bench runs as root", () => {
    expect(postgresSource({}, machine)).toEqual({ kind: 'throwaway', bin: machine.bin, user: null });
    expect(postgresSource({}, { ...machine, isRoot: true, hasPostgresUser: true })).toEqual({
      kind: 'throwaway',
      bin: machine.bin,
      user: 'postgres',
    });
  });

  it('says PostgreSQL was skipped and why when there is neither a URL nor a server to start', () => {
    const none = postgresSource({}, { ...machine, bin: undefined });
    expect(none.kind).toBe('skipped');
    const reason = none.kind === 'skipped' ? none.reason : '';
    expect(skippedLine('warehouse', reason)).toBe(
      "warehouse: PostgreSQL skipped: BENCH_DATABASE_URL is not set and no initdb under /usr/lib/postgresql/*/bin (install Debian's postgresql package, or set BENCH_DATABASE_URL to a role that may CREATE DATABASE)",
    );
    const rootWithoutUser = postgresSource({}, { ...machine, isRoot: true, hasPostgresUser: false });
    expect(rootWithoutUser.kind).toBe('skipped');
    expect(rootWithoutUser.kind === 'skipped' ? rootWithoutUser.reason : '').toContain('no postgres user');
  });
});
