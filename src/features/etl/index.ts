import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const etlScreens = {
  '/ETL/start': lazy(() => import('./EtlStartScreen')),
  '/importStatus': lazy(() => import('./ImportStatusScreen')),
  '/history': lazy(() => import('./HistoryScreen')),
} satisfies ScreenMap;
