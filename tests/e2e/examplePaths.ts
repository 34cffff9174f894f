import type { ParamRule } from '../../src/routes/routeParams';
import { ROUTES, type RouteDefinition } from '../../src/routes/routeTable';

const EXAMPLE_VALUES: Readonly<Record<ParamRule, string>> = {
  id: '42',
  tableId: '42',
  datasetSearchMode: 'members',
};

/** A concrete, valid URL path for a routes-table entry. */
export function examplePath(route: RouteDefinition): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const rule = route.params?.[name];
    if (!rule) throw new Error(`${route.path} has no rule for :${name}`);
    return EXAMPLE_VALUES[rule];
  });
}

export const PUBLIC_ROUTES = ROUTES.filter((route) => route.public && route.path !== '/error/test');
export const PROTECTED_ROUTES = ROUTES.filter((route) => !route.public);
