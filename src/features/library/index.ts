import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const libraryScreens = {
  '/library': lazy(() => import('./LibraryListScreen')),
  '/library/topic': lazy(() => import('./LibraryTopicScreen')),
  '/library/:id': lazy(() => import('./LibraryItemScreen')),
  '/library/update/:id': lazy(() => import('./LibraryUpdateScreen')),
} satisfies ScreenMap;
