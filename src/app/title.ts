import { HEAD_TAG_DEBOUNCE_MS } from '../constants';

export const APP_NAME = 'Wharf';

export const documentTitleFor = (label: string): string => `${label} · ${APP_NAME}`;

export interface TitleUpdater {
  update: (label: string) => void;
  cancel: () => void;
}

/**
 * Head tag updates are debounced (10 ms) so a burst of navigations, such as a guard redirect, writes the
 * title once, for where the user ends up.
 */
export function createTitleUpdater(
  apply: (title: string) => void,
  delayMs: number = HEAD_TAG_DEBOUNCE_MS,
): TitleUpdater {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    update: (label) => {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        apply(documentTitleFor(label));
      }, delayMs);
    },
    cancel,
  };
}
