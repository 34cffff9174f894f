import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const instanceScreens = {
  '/instanceSelect': lazy(() => import('./InstanceSelectScreen')),
} satisfies ScreenMap;
