import type { ScreenMap } from '../../components/screenMap';
import { HELP_PAGES } from './content';
import { helpScreen } from './HelpScreen';
import { CIN7_OMNI_HELP_HREF, GETTING_STARTED_HREF, OMNI_HELP_HREF } from '../../routes/hrefs';

export { HELP_PAGES, helpPageAt, type HelpPage, type HelpPath, type HelpSection } from './content';

/**
 * Not lazy: a prerendered help page is replaced by the app's first render, which must already hold the screen so
 * nothing flashes (docs/versions.md).
 */
export const helpScreens = {
  [CIN7_OMNI_HELP_HREF]: helpScreen(HELP_PAGES[CIN7_OMNI_HELP_HREF]),
  [OMNI_HELP_HREF]: helpScreen(HELP_PAGES[OMNI_HELP_HREF]),
  [GETTING_STARTED_HREF]: helpScreen(HELP_PAGES[GETTING_STARTED_HREF]),
} satisfies ScreenMap;
