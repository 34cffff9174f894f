import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const datasetScreens: ScreenMap = {
  '/dataSetSearch/:mode/:tableId/:indexId': lazy(() => import('./DatasetSearchScreen')),
};
