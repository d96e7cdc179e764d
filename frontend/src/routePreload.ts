import { fetchEarlyJson, type EarlyAnswer } from './providers/earlyFetch';
import { API_URL } from './providers/apiUrl';
import { loadCylinderDetailPage, loadCylinderList, loadDashboardPage } from './pageLoaders';

/**
 * The pages a fitter opens first (the dashboard, the list, a scanned label's cylinder): their code and
 * their data are requested by the page's first script (boot.ts), in parallel with the app's code, the
 * language catalogue and the first render, instead of one after the other (the app, then the page's
 * chunk once the router reaches it, then its data once the page mounts). The loaders are the router's own (pageLoaders.ts): one download,
 * whichever asks first.
 */
export type RouteName = 'dashboard' | 'cylinders' | 'cylinder';

const ROUTES: Array<{
  name: RouteName;
  path: RegExp;
  page: () => Promise<unknown>;
  data?: (match: RegExpExecArray) => string;
}> = [
  { name: 'dashboard', path: /^\/$/, page: loadDashboardPage, data: () => 'stats/dashboard' },
  { name: 'cylinders', path: /^\/cylinders\/?$/, page: loadCylinderList },
  {
    name: 'cylinder',
    path: /^\/cylinder\/(\d+)\/?$/,
    page: loadCylinderDetailPage,
    data: (m) => `cylinders/${m[1]}`,
  },
];

/** The page at `pathname` and its early data request, as preloadRoute started them. */
export interface RouteStart {
  name: RouteName;
  /** The page's data (undefined when refused or not asked for: the page then asks itself). */
  data: Promise<EarlyAnswer | undefined>;
}

/** The name of the page at `pathname`, when it is one of them. */
export function routeOf(pathname: string): RouteName | null {
  return ROUTES.find((route) => route.path.test(pathname))?.name ?? null;
}

/**
 * Starts loading, signed in, the data of the page at `pathname` now, and its code once `runCode` settles
 * (importing it runs it, and the modules it shares with the app: boot.ts may hold that back until the
 * first drawing is on screen; the files themselves are announced earlier, see boot.ts).
 */
export function preloadRoute(
  pathname: string,
  signedIn: boolean,
  runCode: Promise<unknown> = Promise.resolve(),
): RouteStart | null {
  for (const route of ROUTES) {
    const match = route.path.exec(pathname);
    if (!match) continue;
    void runCode.then(route.page).catch(() => undefined);
    const data =
      signedIn && route.data ? fetchEarlyJson(`${API_URL}/${route.data(match)}`) : Promise.resolve(undefined);
    return { name: route.name, data };
  }
  return null;
}
