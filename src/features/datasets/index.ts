import { screenAwaitingContent } from '../../components/Screen';
import type { ScreenMap } from '../../components/screenMap';

export const datasetScreens: ScreenMap = {
  '/dataSetSearch/:mode/:tableId/:indexId': screenAwaitingContent("Search a dataset's members or columns."),
};
