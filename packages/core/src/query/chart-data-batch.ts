/**
 * The batched chart-data request, shared by the server's route and the web client: the charts a
 * dashboard shows at once in one POST, answered as newline-delimited JSON, one line per chart in
 * the order they finish (see apps/server/src/modules/chart-data/chart-data-batch.routes.ts).
 */

import type { SupersetError } from '../errors/superset-error';
import type { ChartDataResponse } from '../schemas/chart-data';

export const CHART_DATA_BATCH_PATH = '/api/v1/chart/data/batch';

/** Charts per request: more than any screen shows; a client splits larger sets. */
export const MAX_BATCH_CHARTS = 64;

/** One chart of the request: its query context, the saved chart it is for, `force`. */
export interface ChartDataBatchRequest {
  query_context: unknown;
  slice_id?: number | null;
  force?: boolean;
}

/**
 * One chart's line of the answer: its index in `requests`, and what the single endpoint would
 * have answered for it (status 200 with `result`, or the error's status and message).
 */
export interface ChartDataBatchLine {
  index: number;
  status: number;
  result?: ChartDataResponse['result'];
  message?: unknown;
  error_type?: string;
  /** Superset's structured errors, as the single endpoint answers them. */
  errors?: SupersetError[];
}
