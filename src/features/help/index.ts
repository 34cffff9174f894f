import { screenAwaitingContent } from '../../components/Screen';
import type { ScreenMap } from '../../components/screenMap';

export const helpScreens: ScreenMap = {
  '/help/cin7Omni/APISetup': screenAwaitingContent('How to create a Cin7 Omni API connection for Wharf.'),
  '/help/omni/APISetup': screenAwaitingContent('How to create an Omni API connection for Wharf.'),
  '/help/gettingStarted': screenAwaitingContent(
    'Your first steps with Wharf, from sign-up to a refreshed table.',
  ),
};
