import { screenAwaitingContent } from '../../components/Screen';
import type { ScreenMap } from '../../components/screenMap';

export const tableScreens: ScreenMap = {
  '/table': screenAwaitingContent(
    'The tables of this workbook, with when each was last refreshed and its row count.',
  ),
  '/table/:id': screenAwaitingContent(
    'Design a table over the warehouse: overview, columns, filters and how it updates, with a live preview.',
  ),
  '/table/save/:id': screenAwaitingContent('Name this table design and save it.'),
  '/table/global': screenAwaitingContent('Settings that apply to every table in this workbook.'),
  '/table/batchUpdate': screenAwaitingContent(
    'Refresh several tables at once and follow each one to its result.',
  ),
  '/table/formulaHistory/:tableId/:columnId': screenAwaitingContent(
    "Every change to this calculated column's formula: when, who, and what it was before.",
  ),
};
