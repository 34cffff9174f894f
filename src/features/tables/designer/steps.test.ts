// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COLUMN_STEPS, FILTER_STEPS, PANEL_TABS, TOOLBAR_ACTIONS, wizardReducer, wizardStart } from './steps';

describe('the designer’s enumerations', () => {
  it('are the product’s, in their order', () => {
    expect(PANEL_TABS).toEqual(['OVERVIEW', 'COLUMNS', 'FILTERS', 'UPDATE']);
    expect(COLUMN_STEPS).toEqual(['COLUMN', 'DEFINITION', 'FORMAT']);
    expect(FILTER_STEPS).toEqual(['FILTER', 'VALUES', 'DEFINITION']);
    expect(TOOLBAR_ACTIONS).toEqual(['back', 'refresh', 'undo', 'redo', 'search']);
  });
});

describe('the wizard step reducer', () => {
  const step = (actions: Parameters<typeof wizardReducer<(typeof COLUMN_STEPS)[number]>>[2][]) =>
    actions.reduce((state, action) => wizardReducer(COLUMN_STEPS, state, action), wizardStart(COLUMN_STEPS));

  it('starts at the first step and walks forward and back', () => {
    expect(wizardStart(FILTER_STEPS)).toEqual({ step: 'FILTER', reached: 0 });
    expect(step([{ type: 'next' }]).step).toBe('DEFINITION');
    expect(step([{ type: 'next' }, { type: 'next' }]).step).toBe('FORMAT');
    expect(step([{ type: 'next' }, { type: 'back' }]).step).toBe('COLUMN');
  });

  it('stays put past either end', () => {
    expect(step([{ type: 'back' }]).step).toBe('COLUMN');
    expect(step([{ type: 'next' }, { type: 'next' }, { type: 'next' }]).step).toBe('FORMAT');
  });

  it('returns only to steps already reached', () => {
    expect(step([{ type: 'goTo', step: 'DEFINITION' }]).step).toBe('COLUMN');
    const back = step([{ type: 'next' }, { type: 'next' }, { type: 'goTo', step: 'COLUMN' }]);
    expect(back).toEqual({ step: 'COLUMN', reached: 2 });
    expect(wizardReducer(COLUMN_STEPS, back, { type: 'goTo', step: 'DEFINITION' }).step).toBe('DEFINITION');
  });
});
