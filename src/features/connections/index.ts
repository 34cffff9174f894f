import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const connectionScreens: ScreenMap = {
  '/connect': lazy(() => import('./ConnectScreen')),
  '/connect/fact': lazy(() => import('./FactListScreen')),
  '/connect/fact/:id': lazy(() => import('./FactScreen')),
  '/settings/connection': lazy(() => import('./ConnectionsScreen')),
  '/settings/connection/add': lazy(() => import('./AddConnectionScreen')),
};

export { useConnections } from './useConnections';
export { allowedActions, CONNECTION_STATUS_LOOK } from '../../components/connectionStatus';
