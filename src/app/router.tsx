import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';
import { InstanceRouting } from './InstanceRouting';
import { Guard } from './Guard';
import { LAYOUT_ELEMENTS } from './layouts/layouts';
import { RouteEffects } from './RouteEffects';
import { NotFoundRoute, RouteScreen } from './RouteScreen';
import { LAYOUTS, ROUTES, type RouteDefinition, type RoutePath } from '../routes/routeTable';
import type { AllScreens } from '../components/screenMap';
import type { RouteHandle } from './currentDefinition';
import { ReloadForUpdate } from '../version';

function RootShell({ start }: { start: () => void }) {
  useEffect(() => {
    start();
  }, [start]);
  return (
    <>
      <RouteEffects />
      <InstanceRouting />
      <ReloadForUpdate />
      <Outlet />
    </>
  );
}

function screenRoute(definition: RouteDefinition<RoutePath>, screens: AllScreens): RouteObject {
  const screen = screens[definition.path];
  const handle: RouteHandle = { route: definition };
  return { path: definition.path, handle, element: <RouteScreen route={definition} screen={screen} /> };
}

/** React Router's route objects, built from the routes table: layout routes, each holding its screens. */
// Loaded once the first screen has painted: the start-up pulls in the API client and its contract, which the first
// screen does not need (a first visit shows the sign-in button without them).
const startApp = () => {
  requestAnimationFrame(() => {
    setTimeout(() => {
      void import('./startup/authStartup').then(({ startAuth }) => startAuth());
    }, 0);
  });
};

/** `start` runs once when the app mounts: the start-up (tests of the routes alone pass their own). */
export function buildRouteObjects(screens: AllScreens, start: () => void = startApp): RouteObject[] {
  const notFoundHandle: RouteHandle = { route: null };
  return [
    {
      element: <RootShell start={start} />,
      errorElement: <ErrorPage />,
      children: [
        ...LAYOUTS.map((layout) => ({
          element: <Guard>{LAYOUT_ELEMENTS[layout]}</Guard>,
          children: ROUTES.filter((definition) => definition.layout === layout).map((definition) =>
            screenRoute(definition, screens),
          ),
        })),
        { path: '*', handle: notFoundHandle, element: <NotFoundRoute /> },
      ],
    },
  ];
}
