import type { ComponentType } from 'react';

/** A feature's screens, keyed by their path in the routes table. */
export type ScreenMap = Readonly<Record<string, ComponentType>>;
