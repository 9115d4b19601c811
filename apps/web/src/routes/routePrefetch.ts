/**
 * Work a directly opened page can start before React renders it. Called once at boot with the
 * page's path, it reads the bootstrap payload (who is signed in) that every page waits for and
 * requests the page's chunk at once instead of after the sign-in check. A dashboard also starts
 * its three reads (dashboard, charts, datasets; see api/earlyFetch.ts), so the server is asked
 * before the page's code has even arrived, and once its chart list is in, the code of its chart
 * types, which its first queries need.
 */
import { matchPath } from 'react-router-dom';
import { startEarlyFetch } from '../api/earlyFetch';
import { BOOTSTRAP_DATA_URL } from '../bootstrap/bootstrapApi';
import { chartTypesInChartsResponse, dashboardUrls } from '../features/dashboard-page';
import { pageChunks } from './lazyPages';
import { PATHS } from './paths';

/** Static paths that the dashboard pattern would also match. */
const NOT_A_DASHBOARD = [PATHS.dashboardList, PATHS.dashboardPermalink];

function dashboardIdOrSlug(pathname: string): string | null {
  if (NOT_A_DASHBOARD.some((pattern) => matchPath(pattern, pathname))) return null;
  const raw = matchPath(PATHS.dashboard, pathname)?.params.idOrSlug;
  if (raw === undefined) return null;
  // The router decodes the path before it matches, so the page asks for the decoded slug.
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** A failed early chunk load is retried, and reported, by the route itself. */
function preloadChunk(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

function preloadChartTypesOf(chartsResponse: unknown): void {
  const types = chartTypesInChartsResponse(chartsResponse);
  if (types.length === 0) return;
  import('../visualizations/preloadChartTypes')
    .then((m) => m.preloadChartTypes(types))
    .catch(() => undefined);
}

export function prefetchRouteData(pathname: string): void {
  startEarlyFetch(BOOTSTRAP_DATA_URL);
  if (pathname === PATHS.home) preloadChunk(pageChunks.home);
  if (pathname === PATHS.login) preloadChunk(pageChunks.login);
  const idOrSlug = dashboardIdOrSlug(pathname);
  if (idOrSlug === null) return;
  startEarlyFetch(dashboardUrls.detail(idOrSlug));
  startEarlyFetch(dashboardUrls.charts(idOrSlug), preloadChartTypesOf);
  startEarlyFetch(dashboardUrls.datasets(idOrSlug));
  preloadChunk(pageChunks.dashboard);
}
