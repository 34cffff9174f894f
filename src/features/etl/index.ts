import { screenAwaitingContent } from '../../components/Screen';
import type { ScreenMap } from '../../components/screenMap';

export const etlScreens: ScreenMap = {
  '/ETL/start': screenAwaitingContent(
    'Start an import: choose a connection, what to import, and full or incremental.',
  ),
  '/importStatus': screenAwaitingContent('Follow the running import, entity by entity.'),
  '/history': screenAwaitingContent('Past imports with their duration, rows, status and messages.'),
};
