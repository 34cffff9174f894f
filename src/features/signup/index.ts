import { lazy } from 'react';
import { screenAwaitingContent } from '../../components/Screen';
import type { ScreenMap } from '../../components/screenMap';

export const signupScreens = {
  '/signup': screenAwaitingContent('Create your Wharf account and your company instance.'),
  '/signup/completed': screenAwaitingContent('Your account is ready.'),
  '/signup/existing': screenAwaitingContent('You already have a Wharf account: join an instance or sign in.'),
  '/signup/trial': screenAwaitingContent('Start your free trial.'),
  '/signup/instance/success': screenAwaitingContent('Your instance has been created.'),
  '/runttime-test': lazy(() => import('./RuntimeTestScreen')),
  '/version': lazy(() => import('./VersionScreen')),
} satisfies ScreenMap;
