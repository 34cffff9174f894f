// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countOf, zoneText } from './words';

describe('the words of numbers and time zones', () => {
  it('counts things with their plural', () => {
    expect(countOf(1, 'row')).toBe('1 row');
    expect(countOf(2880, 'row')).toBe('2,880 rows');
    expect(countOf(2, 'entity', 'entities')).toBe('2 entities');
  });

  it('names a time zone by its city and offset, never its stored key', () => {
    expect(zoneText('Africa/Abidjan')).toBe('Abidjan (GMT)');
    expect(zoneText('America/Port_of_Spain')).toBe('Port of Spain (GMT-04:00)');
    expect(zoneText('UTC')).toBe('UTC');
  });
});
