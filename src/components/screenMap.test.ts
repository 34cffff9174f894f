// @vitest-environment node
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { AllScreens, ScreenMap } from './screenMap';

const Empty: ComponentType = () => null;

// What these tests check is a compile error: `npx tsc` fails if the marked line ever compiles.
describe('screen maps, typed by the routes table', () => {
  it('refuse a screen for a path the routes table does not hold', () => {
    // @ts-expect-error '/nowhere' is not a route of the routes table
    const screens = { '/nowhere': Empty } satisfies ScreenMap;
    expect(Object.keys(screens)).toEqual(['/nowhere']);
  });

  it("refuse an app's map of screens that lacks a route's screen", () => {
    // @ts-expect-error every route but '/' lacks its screen
    const screens: AllScreens = { '/': Empty };
    expect(Object.keys(screens)).toEqual(['/']);
  });
});
