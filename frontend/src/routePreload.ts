import { fetchEarlyJson } from './providers/earlyFetch';
import { API_URL } from './providers/apiUrl';
import { loadCylinderDetailPage, loadCylinderList, loadDashboardPage } from './pageLoaders';

/**
 * The pages a fitter opens first (the dashboard, the list, a scanned label's cylinder): their code and
 * their data are requested by the page's first script (boot.ts), in parallel with the app's code, the
 * language catalogue and the first render, instead of one after the other (the app, then the page's
 * chunk once the router reaches it, then its data once the page mounts). The loaders are the router's own (pageLoaders.ts): one download,
 * whichever asks first.
 */
const ROUTES: Array<{
  path: RegExp;
  page: () => Promise<unknown>;
  data?: (match: RegExpExecArray) => string;
}> = [
  { path: /^\/$/, page: loadDashboardPage, data: () => 'stats/dashboard' },
  { path: /^\/cylinders\/?$/, page: loadCylinderList },
  {
    path: /^\/cylinder\/(\d+)\/?$/,
    page: loadCylinderDetailPage,
    data: (m) => `cylinders/${m[1]}`,
  },
];

/** Starts loading the page at `pathname` and, signed in, its data. */
export function preloadRoute(pathname: string, signedIn: boolean): void {
  for (const route of ROUTES) {
    const match = route.path.exec(pathname);
    if (!match) continue;
    void route.page().catch(() => undefined);
    if (signedIn && route.data) fetchEarlyJson(`${API_URL}/${route.data(match)}`);
    return;
  }
}
