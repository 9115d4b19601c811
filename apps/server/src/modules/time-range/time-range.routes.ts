/**
 * `GET /api/v1/time_range/?q=<rison>`: the explore time picker's "Actual time range" preview.
 * `q` is a range string, or a list of `{timeRange, shift?}` (comparison shifts); any logged-in
 * user may ask.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '@panorama/core/errors/app-error';
import { timeRangeResponseSchema } from '@panorama/core/schemas/time-range';
import { decodeRison } from '../../rest/rison-query';
import { requireUser } from '../../security/principal';
import { evaluateTimeRanges, type TimeRangeItem } from './time-range.service';
import { routeSchema } from '../../rest/route-schema';

/** Matches the query object's time_range cap; a range is a few dozen characters in practice. */
const MAX_TEXT = 1000;
/** One base range plus comparison shifts (time comparisons are capped at 50). */
const MAX_ITEMS = 100;

const rangeText = z.string().max(MAX_TEXT);
const qSchema = z.union([
  rangeText,
  z
    .array(z.object({ timeRange: rangeText, shift: rangeText.nullish() }).passthrough())
    .max(MAX_ITEMS),
]);

function parseTimeRangeQuery(q: string | undefined): TimeRangeItem[] {
  const decoded = decodeRison(q);
  // FAB's rison decorator hands an absent q over as {}, which Superset answers with no ranges.
  if (decoded === undefined) return [];
  const parsed = qSchema.safeParse(decoded);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'q'}: ${i.message}`);
    throw new ValidationError(`Not a valid rison schema: ${issues.join('; ')}`);
  }
  return typeof parsed.data === 'string' ? [{ timeRange: parsed.data }] : parsed.data;
}

export function registerTimeRangeRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/time_range/',
      routeSchema(
        'Time range',
        'Evaluate time ranges to since/until datetimes',
        { 200: timeRangeResponseSchema },
        { querystring: z.object({ q: z.string().optional() }) },
      ),
      async (request) => {
        requireUser(await request.principal());
        const items = parseTimeRangeQuery(request.query.q);
        return { result: evaluateTimeRanges(items, new Date()) };
      },
    );
}
