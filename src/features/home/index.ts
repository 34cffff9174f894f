import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const homeScreens: ScreenMap = {
  '/': lazy(() => import('./HomeScreen')),
};
