import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const tableScreens = {
  '/table': lazy(() => import('./TableListScreen')),
  '/table/:id': lazy(() => import('./TableDesignRoute')),
  '/table/save/:id': lazy(() => import('./TableSaveScreen')),
  '/table/global': lazy(() => import('./TableGlobalScreen')),
  '/table/batchUpdate': lazy(() => import('./BatchUpdateScreen')),
  '/table/formulaHistory/:tableId/:columnId': lazy(() => import('./FormulaHistoryScreen')),
  '/dataSetSearch/:mode/:tableId/:indexId': lazy(() => import('./search/DatasetSearchScreen')),
} satisfies ScreenMap;

/** Refresh on open, mounted once by the working layouts; its code loads after the first paint. */
export const RefreshOnOpen = lazy(() => import('../../landing/freshness/RefreshOnOpen'));
