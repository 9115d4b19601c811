/**
 * `GET /api/v1/time_range/?q=<rison>`: the server resolves a range text to since/until, so the
 * picker previews with the same grammar that will filter the query. A range that does not
 * resolve answers 400 with the server's message ('Unexpected time range: ...').
 */
import type { TimeRangeResponse } from '@panorama/core/schemas/time-range';
import type { EvaluatedRange } from '@panorama/core/time/time-range-frame';
import { apiSlice } from '../../api/apiSlice';
import { timeRangeUrl } from './timeRangeUrl';

export const timeRangeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The asked range's since/until; null when the server resolved none. */
    evaluateTimeRange: build.query<EvaluatedRange | null, string>({
      query: (timeRange) => timeRangeUrl(timeRange),
      transformResponse: ({ result: [first] }: TimeRangeResponse) =>
        first ? { since: first.since, until: first.until } : null,
      // `today` and `now` move; a minute-old answer is still a fair preview.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useEvaluateTimeRangeQuery } = timeRangeApi;
