import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const homeScreens = {
  '/': lazy(() => import('./HomeScreen')),
} satisfies ScreenMap;
