import { lazy } from 'react';
import type { ScreenMap } from '../../components/screenMap';

export const connectionScreens = {
  '/connect': lazy(() => import('./ConnectScreen')),
  '/connect/fact': lazy(() => import('./FactListScreen')),
  '/connect/fact/:id': lazy(() => import('./FactScreen')),
  '/settings/connection': lazy(() => import('./ConnectionsScreen')),
  '/settings/connection/add': lazy(() => import('./AddConnectionScreen')),
} satisfies ScreenMap;
