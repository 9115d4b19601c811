/**
 * `GET /api/v1/time_range/?q=<rison>`: the server resolves a range text to since/until, so the
 * picker previews with the same grammar that will filter the query. A range that does not
 * resolve answers 400 with the server's message ('Unexpected time range: ...').
 */
import {
  evaluatedRangeFromResponse,
  type EvaluatedRange,
} from '@panorama/core/time/time-range-frame';
import { apiSlice } from '../../api/apiSlice';
import { timeRangeUrl } from './timeRangeUrl';

export const timeRangeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Null when the answer has neither the list nor the old single-object shape. */
    evaluateTimeRange: build.query<EvaluatedRange | null, string>({
      query: (timeRange) => timeRangeUrl(timeRange),
      transformResponse: (body: unknown) => evaluatedRangeFromResponse(body),
      // `today` and `now` move; a minute-old answer is still a fair preview.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useEvaluateTimeRangeQuery } = timeRangeApi;
