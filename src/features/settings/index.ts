import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const settingsScreens = {
  '/settings': lazy(() => import('./SettingsScreen')),
  '/settings/addin': lazy(() => import('./addin/AddinSettingsScreen')),
} satisfies ScreenMap;
