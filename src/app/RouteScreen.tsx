import { makeStyles, Spinner } from '@fluentui/react-components';
import { Suspense, useMemo, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { CurrentRouteContext } from '../components/currentRoute';
import { notFoundError } from './errors';
import { areParamsValid } from '../routes/routeParams';
import type { RouteDefinition } from '../routes/routeTable';

const useStyles = makeStyles({ loading: { padding: '24px' } });

/** One routed screen: its parameters are checked (a bad one is a 404), then the screen loads. */
export function RouteScreen({
  route,
  screen: ScreenComponent,
}: {
  route: RouteDefinition;
  screen: ComponentType;
}) {
  const params = useParams();
  const location = useLocation();
  const styles = useStyles();
  const current = useMemo(() => ({ path: route.path, label: route.label, heading: route.heading }), [route]);
  if (!areParamsValid(route.params, params)) throw notFoundError(location.pathname);
  return (
    <CurrentRouteContext.Provider value={current}>
      <Suspense fallback={<Spinner className={styles.loading} label="Loading…" />}>
        <ScreenComponent />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
}

/** The route for paths the table does not hold. */
export function NotFoundRoute(): never {
  throw notFoundError(useLocation().pathname);
}
