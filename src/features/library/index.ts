import { screenAwaitingContent } from '../../components/Screen';
import type { ScreenMap } from '../../components/screenMap';

export const libraryScreens = {
  '/library': screenAwaitingContent('Your favorites, the shared library and your private items, by topic.'),
  '/library/topic': screenAwaitingContent('Organise library items into topics.'),
  '/library/:id': screenAwaitingContent('One library item: what it holds and where it is used.'),
  '/library/update/:id': screenAwaitingContent('Change a library item.'),
} satisfies ScreenMap;
