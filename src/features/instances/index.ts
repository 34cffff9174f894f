import { screenAwaitingContent } from '../../components/Screen';
import type { ScreenMap } from '../../components/screenMap';

export const instanceScreens: ScreenMap = {
  '/instanceSelect': screenAwaitingContent('Choose the instance to work in.'),
};
