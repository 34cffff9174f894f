import { screenAwaitingContent } from '../../components/Screen';
import type { ScreenMap } from '../../components/screenMap';

export const connectionScreens: ScreenMap = {
  '/connect': screenAwaitingContent('Connect your first source system and land its data in your warehouse.'),
  '/connect/fact': screenAwaitingContent('The fact tables landed from your connections.'),
  '/connect/fact/:id': screenAwaitingContent(
    'One landed fact table: what it holds, its row count, its freshness and the connection that feeds it.',
  ),
  '/settings/connection': screenAwaitingContent(
    "This instance's connections to source systems, with their status and last import.",
  ),
  '/settings/connection/add': screenAwaitingContent(
    'Add a connection: choose the source system, enter and test its API credentials, and choose what to import.',
  ),
};
