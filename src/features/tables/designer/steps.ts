/** Enumerations the designer shows, with their exact texts, and the wizards' step logic. */
export const PANEL_TABS = ['OVERVIEW', 'COLUMNS', 'FILTERS', 'UPDATE'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

/** The column first (its kind and header, then its source or formula), its number format last and optional. */
export const COLUMN_STEPS = ['COLUMN', 'DEFINITION', 'FORMAT'] as const;
export type ColumnStep = (typeof COLUMN_STEPS)[number];

export const FILTER_STEPS = ['FILTER', 'VALUES', 'DEFINITION'] as const;
export type FilterStep = (typeof FILTER_STEPS)[number];

export const TOOLBAR_ACTIONS = ['back', 'refresh', 'undo', 'redo', 'search'] as const;
export type ToolbarAction = (typeof TOOLBAR_ACTIONS)[number];

export function isPanelTab(value: string | null | undefined): value is PanelTab {
  return (PANEL_TABS as readonly string[]).includes(value ?? '');
}

/** Where a wizard is: its step, and the furthest step reached (steps up to it may be revisited). */
export interface WizardState<S extends string> {
  step: S;
  reached: number;
}

export type WizardAction<S extends string> = { type: 'next' } | { type: 'back' } | { type: 'goTo'; step: S };

export function wizardStart<S extends string>(steps: readonly S[]): WizardState<S> {
  const first = steps[0];
  if (first === undefined) throw new Error('A wizard needs a step.');
  return { step: first, reached: 0 };
}

/** Next and back move one step; goTo only returns to a step already reached. */
export function wizardReducer<S extends string>(
  steps: readonly S[],
  state: WizardState<S>,
  action: WizardAction<S>,
): WizardState<S> {
  const index = steps.indexOf(state.step);
  const at = (target: number): WizardState<S> => {
    const step = steps[target];
    return step === undefined ? state : { step, reached: Math.max(state.reached, target) };
  };
  switch (action.type) {
    case 'next':
      return at(index + 1);
    case 'back':
      return at(index - 1);
    case 'goTo': {
      const target = steps.indexOf(action.step);
      return target >= 0 && target <= state.reached ? at(target) : state;
    }
  }
}
