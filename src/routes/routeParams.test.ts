// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { areParamsValid, isParamValid } from './routeParams';

describe('route parameter rules', () => {
  it.each(['1', '42', '999999999999999', '3f2504e0-4f89-41d3-9a0c-0305e82c3301'])(
    'accepts the id %s',
    (id) => {
      expect(isParamValid('id', id)).toBe(true);
    },
  );

  it.each(['', '0', '-1', '01', '1.5', 'abc', '42abc', '1000000000000000', "1' OR '1'='1", '../etc', 'new'])(
    'refuses the id %j',
    (id) => {
      expect(isParamValid('id', id)).toBe(false);
    },
  );

  it('lets a table design open as new before it is saved, but only tables', () => {
    expect(isParamValid('tableId', 'new')).toBe(true);
    expect(isParamValid('tableId', '7')).toBe(true);
    expect(isParamValid('tableId', 'newer')).toBe(false);
  });

  it('knows the dataset search modes', () => {
    expect(isParamValid('datasetSearchMode', 'members')).toBe(true);
    expect(isParamValid('datasetSearchMode', 'columns')).toBe(true);
    expect(isParamValid('datasetSearchMode', 'rows')).toBe(false);
  });

  it('checks every declared parameter and treats a missing one as invalid', () => {
    const rules = { mode: 'datasetSearchMode', tableId: 'id' } as const;
    expect(areParamsValid(rules, { mode: 'members', tableId: '3' })).toBe(true);
    expect(areParamsValid(rules, { mode: 'members', tableId: 'x' })).toBe(false);
    expect(areParamsValid(rules, { mode: 'members' })).toBe(false);
    expect(areParamsValid(undefined, {})).toBe(true);
  });
});
