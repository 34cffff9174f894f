import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const instanceScreens: ScreenMap = {
  '/instanceSelect': lazy(() => import('./InstanceSelectScreen')),
};
