import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';
// The first screen most users see ships in the entry chunk: a lazy one would add a round trip before it shows.
import SignInScreen from './SignInScreen';

export const authScreens = {
  '/signin': SignInScreen,
  '/logout': lazy(() => import('./LogoutScreen')),
  '/error/test': lazy(() => import('./ErrorTestScreen')),
} satisfies ScreenMap;
