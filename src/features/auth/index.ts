import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const authScreens: ScreenMap = {
  '/signin': lazy(() => import('./SignInScreen')),
  '/logout': lazy(() => import('./LogoutScreen')),
  '/error/test': lazy(() => import('./ErrorTestScreen')),
};
