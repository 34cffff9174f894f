/**
 * Renders one route to HTML as the app would show it to a first visit (signed out), with Fluent UI's CSS (Griffel
 * SSR). The prerender plugin loads this through Vite's SSR module runner, so the app's modules, JSX and `define`s
 * (the build id) are the client build's.
 */
import {
  createDOMRenderer,
  RendererProvider,
  renderToStyleElements,
  SSRProvider,
} from '@fluentui/react-components';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { buildRouteObjects } from '../../../src/app/router';
import { ROUTES } from '../../../src/routes/routeTable';
import { SCREENS } from '../../../src/app/screens';
import { documentTitleFor } from '../../../src/app/title';
import { build } from '../../../src/config';
import { helpPageAt, type HelpPage } from '../../../src/features/help';
import { SIGN_IN_HREF } from '../../../src/routes/hrefs';
import type { PageMarkup } from './shell';

/** `{page path}/_payload.json`: what the screen shows, for this build. */
export interface PagePayload {
  path: string;
  label: string;
  buildId: string;
  /** A help page's content; the sign-in screen has none. */
  help?: HelpPage;
}

export interface RenderedPage extends PageMarkup {
  payload: PagePayload;
}

// Only the path matters to the router; the origin is never shown or fetched.
const ORIGIN = 'https://wharf.invalid';

export async function renderPage(path: string): Promise<RenderedPage> {
  const route = ROUTES.find((candidate) => candidate.path === path);
  const help = helpPageAt(path);
  if (!route || (!help && path !== SIGN_IN_HREF)) {
    throw new Error(`prerender: ${path} is neither a help page of the routes table nor the sign-in screen`);
  }

  const handler = createStaticHandler(buildRouteObjects(SCREENS));
  const context = await handler.query(new Request(new URL(path, ORIGIN)));
  if (context instanceof Response || context.statusCode !== 200) {
    throw new Error(`prerender: ${path} does not render as a page of its own`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderer = createDOMRenderer();
  // The app's own providers, around a static router instead of the browser's.
  const html = renderToString(
    <RendererProvider renderer={renderer}>
      <SSRProvider>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </SSRProvider>
    </RendererProvider>,
  );
  return {
    title: documentTitleFor(route.heading),
    styles: renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>),
    html,
    payload: { path, label: route.label, buildId: build.buildId, ...(help ? { help } : {}) },
  };
}
