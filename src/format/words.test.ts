// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countFromText, countOf, countText, zoneText } from './words';

describe('the words of numbers and time zones', () => {
  it('counts things with their plural', () => {
    expect(countOf(1, 'row')).toBe('1 row');
    expect(countOf(2880, 'row')).toBe('2,880 rows');
    expect(countOf(2, 'entity', 'entities')).toBe('2 entities');
  });

  it('reads a typed count with or without its separators, and refuses what is not a whole count', () => {
    expect(countText(10000)).toBe('10,000');
    expect(countFromText('10,000')).toBe(10000);
    expect(countFromText(' 10000 ')).toBe(10000);
    expect(countFromText(countText(1048575))).toBe(1048575);
    expect(countFromText('')).toBeNaN();
    expect(countFromText('ten')).toBeNaN();
    expect(countFromText('1.5')).toBe(1.5);
  });

  it('names a time zone by its city and offset, never its stored key', () => {
    expect(zoneText('Africa/Abidjan')).toBe('Abidjan (GMT)');
    expect(zoneText('America/Port_of_Spain')).toBe('Port of Spain (GMT-04:00)');
    expect(zoneText('UTC')).toBe('UTC');
  });
});
