// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { testBackends } from '../testing/testBackends.ts';
import { copyField, copyTextOfColumns } from './copyText.ts';

vi.setConfig({ testTimeout: 60_000 });

describe('rows as COPY text', () => {
  it('writes NULL as \\N, numbers as they print, and escapes the format’s own characters', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(12.5)).toBe('12.5');
    expect(copyField('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyField('\\N')).toBe('\\\\N');
  });

  it('joins columns into lines, one per row, each ending in a newline', () => {
    expect(
      copyTextOfColumns(
        [
          [1, 2],
          ['x', null],
        ],
        2,
      ),
    ).toBe('1\tx\n2\t\\N\n');
    expect(copyTextOfColumns([[]], 0)).toBe('');
  });
});

describe.each(testBackends())('copyFrom on $name', (backend) => {
  it('lands every value as it was, control characters and all, on the pool and in a transaction', async () => {
    const t = await backend.open();
    const { db } = t;
    try {
      await db.exec('CREATE TABLE t (id int, name text, amount numeric, day date)');
      const names = ['tab\there', 'line\nbreak', 'back\\slash', '\\N', 'ünïcode ✓', null];
      const text = copyTextOfColumns(
        [names.map((_, i) => i), names, names.map((_, i) => i + 0.25), names.map(() => '2026-01-31')],
        names.length,
      );
      await db.copyFrom('t', ['id', 'name', 'amount', 'day'], text);
      const rows = await db.query<{ name: string | null; amount: number; day: string }>(
        'SELECT name, amount, day FROM t ORDER BY id',
      );
      expect(rows.map((row) => row.name)).toEqual(names);
      expect(rows[1]).toEqual({ name: 'line\nbreak', amount: 1.25, day: '2026-01-31' });
      await db.transaction((tx) => tx.copyFrom('t', ['id'], '100\n101\n'));
      const [count] = await db.query<{ n: number }>('SELECT count(*) AS n FROM t WHERE id >= 100');
      expect(count?.n).toBe(2);
    } finally {
      await t.dispose();
    }
  });
});
