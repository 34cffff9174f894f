import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const billingScreens = {
  '/settings/billing': lazy(() => import('./BillingScreen')),
  '/settings/trial': lazy(() => import('./TrialScreen')),
  '/signup/trial': lazy(() => import('./SignupTrialScreen')),
} satisfies ScreenMap;
