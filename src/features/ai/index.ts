import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const aiScreens = {
  '/AI': lazy(() => import('./AiScreen')),
} satisfies ScreenMap;
