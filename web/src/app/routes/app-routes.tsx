import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RequireStaff } from '@/features/auth/components/require-staff';
import { RootLayout } from '../layout/root-layout';
import { ROUTE_TABLE, type Access, type RouteDef } from './route-table';
import { HomeOrLanding } from './screens/home-or-landing';

// Rarely shown, so not part of the first chunk: the error page and the 404.
const RouteErrorPage = lazy(() => import('./screens/route-error-page').then((m) => ({ default: m.RouteErrorPage })));
const loadNotFound = async () => ({ Component: (await import('./screens/not-found-page')).NotFoundPage });

/** '/' is the most common entry point, so its screen ships in the main bundle. */
const EAGER: Record<string, ComponentType> = { home: HomeOrLanding };

function toRoute(def: RouteDef): RouteObject {
  const handle = { screen: def.screen, bare: def.bare ?? false };
  const Eager = EAGER[def.screen];
  if (Eager) return { path: def.path, handle, element: <Eager /> };
  return { path: def.path, handle, lazy: () => loadScreen(def.screen) };
}

let screenTable: Promise<typeof import('./screen-loaders')> | undefined;

/** The screens' loader table, fetched once (first lazy route, or after the page has loaded). */
export function loadScreenTable(): Promise<typeof import('./screen-loaders')> {
  screenTable ??= import('./screen-loaders');
  return screenTable;
}

/** A screen's code; screens not built yet load their texts and component with the route. */
async function loadScreen(screen: string): Promise<{ Component: ComponentType }> {
  const { LOADERS } = await loadScreenTable();
  const load = LOADERS[screen];
  if (load) return load();
  const [{ COMING_SOON_SCREENS }, { ComingSoon }] = await Promise.all([
    import('./coming-soon-screens'),
    import('@/components/ui/coming-soon'),
  ]);
  const info = COMING_SOON_SCREENS[screen] ?? { title: 'Coming soon', summary: 'This screen is on its way.' };
  return { Component: () => <ComingSoon title={info.title} summary={info.summary} /> };
}

const byAccess = (access: Access) => ROUTE_TABLE.filter((r) => r.access === access).map(toRoute);

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: (
      <Suspense fallback={<PageSpinner />}>
        <RouteErrorPage />
      </Suspense>
    ),
    children: [
      ...byAccess('public'),
      { element: <RequireAuth />, children: byAccess('protected') },
      { element: <RequireStaff />, children: byAccess('staff') },
      { path: '*', lazy: loadNotFound, handle: { screen: 'not-found', bare: false } },
    ],
  },
];
