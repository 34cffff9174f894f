/**
 * A prerendered screen (/signin) paints from its HTML and the app takes over a little later (src/boot.ts), so a
 * quick person can press a prerendered button before any of the app's handlers exist. The entry starts listening at
 * once; the screen takes the remembered press when it can act on it, so the press is not lost (the button
 * works before and after the app takes over). Only the prerendered markup carries the attribute, so the app's own
 * buttons are never remembered twice.
 */
const ACTION_ATTRIBUTE = 'data-prerendered-action';

export type PrerenderedAction = 'sign-in';

let pressed: PrerenderedAction | null = null;

function isAction(value: string | null): value is PrerenderedAction {
  return value === 'sign-in';
}

function remember(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest(`[${ACTION_ATTRIBUTE}]`) : null;
  const action = target?.getAttribute(ACTION_ATTRIBUTE) ?? null;
  if (isAction(action)) pressed = action;
}

/** Called by the entry before the app loads. */
export function rememberPrerenderedPresses(): void {
  document.addEventListener('click', remember, { capture: true });
}

/** True once when the prerendered button for `action` was pressed before the app could answer it. */
export function takePrerenderedPress(action: PrerenderedAction): boolean {
  const taken = pressed === action;
  if (taken) pressed = null;
  return taken;
}

/** The attribute a button carries in prerendered markup (no window: the build renders it), nothing in the app. */
export function prerenderedActionProps(action: PrerenderedAction): Record<string, string> {
  return typeof window === 'undefined' ? { [ACTION_ATTRIBUTE]: action } : {};
}
