// @vitest-environment node
/** The hand-edits question in plain words: exact for a table checked cell by cell, "up to" for one checked by rows. */
import { describe, expect, it } from 'vitest';
import { handEditsText } from './HandEditsDialog';

describe('the hand-edits question', () => {
  it('gives the exact count of a table checked cell by cell', () => {
    expect(handEditsText(2, 'Orders')).toBe(
      '2 cells of Orders were edited by hand since it was landed. A refresh overwrites them.',
    );
  });

  it('says a large table’s count is at most, and why', () => {
    expect(handEditsText(6, 'Orders', 3)).toBe(
      'Up to 6 cells of Orders were edited by hand since it was landed: a table this large is checked 3 rows at a ' +
        'time, and every cell of those rows is counted. A refresh overwrites them.',
    );
    expect(handEditsText(2, 'Orders', 1)).toContain(
      'checked row by row, and every cell of a changed row is counted',
    );
  });
});
