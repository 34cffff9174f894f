import type { ScreenMap } from '../../components/screenMap';
import { HELP_PAGES } from './content';
import { helpScreen } from './HelpScreen';

export { HELP_PAGES, type HelpPage, type HelpSection } from './content';

/**
 * Not lazy: a prerendered help page is replaced by the app's first render, which must already hold the screen so
 * nothing flashes (docs/versions.md).
 */
export const helpScreens: ScreenMap = Object.fromEntries(
  Object.entries(HELP_PAGES).map(([path, page]) => [path, helpScreen(page)]),
);
