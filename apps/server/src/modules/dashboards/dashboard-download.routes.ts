/**
 * `GET /api/v1/dashboard/{id_or_slug}/download?format=png|pdf`: the dashboard as the caller sees
 * it, rendered in headless Chromium (standalone, without the app chrome) once every chart has
 * loaded, as a full-page PNG or a landscape A4 PDF. Needs read access to the dashboard; a missing
 * or hidden one is 404. Rendering is expensive, so the route is rate-limited per client.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@panorama/core/schemas/api-response';
import type { Container } from '../../container';
import { attachmentHeader, exportBaseName } from '../../engine/export/export-filename';
import type { ScreenshotViewport } from '../../engine/screenshots/screenshot-service';
import { clientAbortSignal, unlessClientGone } from '../chart-data/client-abort';
import type { DashboardsService } from './dashboards.service';
import { refuseGuest } from '../../security/principal';

/** Set by the dashboard page when no chart is loading any more. */
export const DASHBOARD_READY_SELECTOR = '[data-dashboard-ready="true"]';
/** Superset's standalone mode 3: no app header, no dashboard title bar or filter panel. */
export const dashboardScreenshotPath = (id: number) => `/dashboard/${id}/?standalone=3`;
export const DASHBOARD_VIEWPORT: ScreenshotViewport = { width: 1600, height: 1200 };

const DOWNLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
const TITLE_MAX_CHARS = 150;

const MIME_TYPES = { png: 'image/png', pdf: 'application/pdf' } as const;

/** The download's file name: the sanitised title, or `dashboard_<time>` if none is left. */
export function dashboardDownloadName(title: string, format: keyof typeof MIME_TYPES): string {
  const base = exportBaseName({
    filename: title.slice(0, TITLE_MAX_CHARS),
    chartName: 'dashboard',
  });
  return `${base}.${format}`;
}

export function registerDashboardDownloadRoute(
  app: FastifyInstance,
  container: Container,
  dashboards: DashboardsService,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/dashboard/:idOrSlug/download',
    {
      config: { rateLimit: DOWNLOAD_RATE_LIMIT },
      schema: {
        tags: ['Dashboards'],
        summary: 'Download the dashboard as a PNG image or a PDF document',
        params: z.object({ idOrSlug: z.string().min(1).max(255) }),
        querystring: z.object({ format: z.enum(['png', 'pdf']) }),
        // A Buffer, which Fastify sends as it is, never through the serializer.
        response: { 200: z.unknown().describe('PNG image or PDF document'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const principal = await request.principal();
      // Rendered as the signed-in user: a guest's row-level clauses could not go with it.
      refuseGuest(principal);
      const dashboard = await dashboards.getVisible(request.params.idOrSlug, principal);
      const { format } = request.query;
      const signal = clientAbortSignal(reply);
      return unlessClientGone(reply, signal, async () => {
        // Read at request time, so tests can swap the container's screenshotter.
        const file = await container.screenshots.screenshotUrl({
          url: dashboardScreenshotPath(dashboard.id),
          user: principal.userId === null ? null : { id: principal.userId },
          format,
          waitForSelector: DASHBOARD_READY_SELECTOR,
          viewport: DASHBOARD_VIEWPORT,
          signal,
        });
        return reply
          .type(MIME_TYPES[format])
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            attachmentHeader(dashboardDownloadName(dashboard.dashboard_title, format)),
          )
          .send(file);
      });
    },
  );
}
