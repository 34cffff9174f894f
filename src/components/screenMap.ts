import type { ComponentType } from 'react';
import type { RoutePath } from '../routes/routeTable';

/**
 * A feature's screens, keyed by their path in the routes table. Declare a map with `satisfies ScreenMap` so its
 * keys stay exact: a screen for a path the table does not hold is then a type error, and the app's map of all
 * screens (a record over every RoutePath) fails to compile while a route lacks its screen.
 */
export type ScreenMap = { readonly [P in RoutePath]?: ComponentType };

/** Every route's screen: what the router is built from. */
export type AllScreens = Readonly<Record<RoutePath, ComponentType>>;
