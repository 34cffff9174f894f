/**
 * jsdom lays nothing out, so a virtualized grid's scrolling area measures 0 × 0 there and renders no rows. These
 * give every element the size a 320 px task pane's scrolling area has, and put the real properties back after.
 */
import { afterAll, beforeAll } from 'vitest';

const PANE_SIZE = { clientWidth: 320, clientHeight: 360 };

/** Sizes every element as a 320 px pane's scrolling area; the returned function restores jsdom's own sizes. */
export function sizeElementsAsPane(): () => void {
  const saved = Object.keys(PANE_SIZE).map(
    (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
  );
  for (const [key, value] of Object.entries(PANE_SIZE)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
  return () => {
    for (const [key, descriptor] of saved)
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  };
}

/** The same for every test of the calling file: sized before the first, restored after the last. */
export function sizeElementsAsPaneInThisFile(): void {
  let restore = () => {};
  beforeAll(() => {
    restore = sizeElementsAsPane();
  });
  afterAll(() => restore());
}
