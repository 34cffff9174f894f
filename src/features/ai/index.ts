import { screenAwaitingContent } from '../../components/Screen';
import type { ScreenMap } from '../../components/screenMap';

export const aiScreens = {
  '/AI': screenAwaitingContent('Ask questions of your warehouse in plain words.'),
} satisfies ScreenMap;
