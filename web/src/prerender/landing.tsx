import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/routes/app-routes';

/**
 * The landing page as a visitor first sees it at '/', rendered to HTML at build time
 * (build/prerender-landing.ts puts it into index.html): the browser paints the hero before any
 * script has run, and the app's first render replaces it (decision web-landing-prerendered).
 * No request leaves: the session check is not started, so '/' renders as for a visitor.
 */
export async function renderLanding(): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request('http://oneway.invalid/'));
  if (context instanceof Response) throw new Error(`'/' answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProvider queryClient={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
}
