import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routerErrorHandler } from '../telemetry';
import { AppProviders } from './AppProviders';
import { buildRouteObjects } from './router';
import { SCREENS } from './screens';

const router = createBrowserRouter(buildRouteObjects(SCREENS));
const onRouterError = routerErrorHandler();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} onError={onRouterError} />
    </AppProviders>
  );
}
