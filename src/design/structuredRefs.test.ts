// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  columnLetters,
  formulaReferences,
  toCellReferences,
  unknownReferenceProblem,
  unknownReferences,
} from './structuredRefs';

const HEADERS = ['Quantity', 'Unit Price', 'Branch'];

describe('structured references', () => {
  it('finds [@Name] and [@[Name with spaces]] once each, not inside text', () => {
    expect(formulaReferences('=[@Quantity]*[@[Unit Price]]+[@quantity]&"[@Nope]"')).toEqual([
      'Quantity',
      'Unit Price',
    ]);
  });

  it('names a header the design does not have', () => {
    expect(unknownReferences('=[@[Nope]]*[@Quantity]', HEADERS)).toEqual(['Nope']);
    expect(unknownReferenceProblem('=[@[Nope]]', HEADERS)).toBe('The design has no column “Nope”.');
    expect(unknownReferenceProblem('=[@A]+[@B]', HEADERS)).toBe('The design has no columns “A”, “B”.');
    expect(unknownReferenceProblem('=[@[unit price]]*2', HEADERS)).toBeUndefined();
  });

  it('turns references into A1 references of one row', () => {
    expect(toCellReferences('=[@Quantity]*[@[Unit Price]]', HEADERS, 7)).toBe('=A7*B7');
    expect(toCellReferences('=[@Nope]+1', HEADERS, 2)).toBe('=#REF!+1');
    expect(toCellReferences('="[@Branch]"&[@Branch]', HEADERS, 3)).toBe('="[@Branch]"&C3');
  });

  it('counts column letters as Excel does', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
  });
});
