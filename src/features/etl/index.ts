import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const etlScreens: ScreenMap = {
  '/ETL/start': lazy(() => import('./EtlStartScreen')),
  '/importStatus': lazy(() => import('./ImportStatusScreen')),
  '/history': lazy(() => import('./HistoryScreen')),
};

export { JOB_STATUS_LOOK, isActive } from './jobStatus';
