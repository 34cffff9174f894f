import { lazy } from 'react';
import { screenAwaitingContent } from '../../components/Screen';
import type { ScreenMap } from '../../components/screenMap';

export const settingsScreens = {
  '/settings': lazy(() => import('./SettingsScreen')),
  '/settings/addin': screenAwaitingContent('How the add-in behaves in this workbook.'),
} satisfies ScreenMap;
