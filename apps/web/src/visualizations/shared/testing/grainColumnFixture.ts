/**
 * Test support for buildQuery: the query column a temporal column becomes once truncated to a
 * time grain, as the server's query object expects it.
 */
import { timeGrainColumn, xAxisColumn } from '@panorama/core/query/time-grain-column';

/** A temporal dimension truncated to `timeGrain`. */
export const grainColumn = timeGrainColumn;

/** The x axis truncated to `timeGrain`, which also says it refers to a dataset column. */
export const xAxisGrainColumn = xAxisColumn;
