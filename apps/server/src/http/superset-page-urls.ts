/**
 * Superset's own page addresses, redirected to the same pages here, so bookmarks and links
 * copied from a Superset instance keep working: its dashboards live under the application root
 * (`/superset/dashboard/{id or slug}/`), its home is `/superset/welcome/`, and
 * its list pages keep Flask-AppBuilder's view names (`/tablemodelview/list/`, ...).
 *
 * Every target is one of this app's paths with a fixed prefix; a path parameter is re-encoded
 * and a query string is passed on as it came, so a redirect can never leave the site.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '@panorama/core/schemas/api-response';
import { redirectResponseSchema } from '@panorama/core/schemas/page-response';

/** Superset page → the same page here (the query string follows). */
const SAME_PAGE: ReadonlyArray<readonly [string, string]> = [
  ['/superset/welcome/', '/'],
  ['/superset/sqllab/', '/sqllab/'],
  ['/superset/sqllab/history/', '/sqllab/history/'],
  ['/superset/explore/', '/explore/'],
  ['/tablemodelview/list/', '/dataset/list/'],
  ['/databaseview/list/', '/database/list/'],
  ['/savedqueryview/list/', '/savedquery/list/'],
  ['/users/list/', '/user/list/'],
  ['/roles/list/', '/role/list/'],
  // Flask-AppBuilder's and Superset's user info pages.
  ['/users/userinfo/', '/profile/'],
  ['/user_info/', '/profile/'],
];

/** The request's query string, with its `?`, or nothing. */
function queryOf(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index < 0 ? '' : request.url.slice(index);
}

export function registerSupersetPageRedirects(app: FastifyInstance): void {
  const hidden = {
    schema: { hide: true, response: { 302: redirectResponseSchema, ...errorResponses } },
  };
  for (const [from, to] of SAME_PAGE) {
    app.get(from, hidden, (request, reply) => reply.redirect(`${to}${queryOf(request)}`, 302));
  }
  app.get<{ Params: { idOrSlug: string } }>(
    '/superset/dashboard/:idOrSlug/',
    hidden,
    (request, reply) =>
      reply.redirect(
        `/dashboard/${encodeURIComponent(request.params.idOrSlug)}/${queryOf(request)}`,
        302,
      ),
  );
  // A saved chart's old address: explore opened on it.
  app.get<{ Params: { chartId: string } }>('/superset/slice/:chartId/', hidden, (request, reply) =>
    /^\d+$/.test(request.params.chartId)
      ? reply.redirect(`/explore/?slice_id=${request.params.chartId}`, 302)
      : reply.code(404).send({ message: 'Not found' }),
  );
}
