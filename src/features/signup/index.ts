import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const signupScreens = {
  '/signup': lazy(() => import('./SignupScreen')),
  '/signup/completed': lazy(() => import('./CompletedScreen')),
  '/signup/existing': lazy(() => import('./ExistingScreen')),
  '/signup/instance/success': lazy(() => import('./InstanceSuccessScreen')),
  '/runttime-test': lazy(() => import('./RuntimeTestScreen')),
  '/version': lazy(() => import('./VersionScreen')),
} satisfies ScreenMap;
