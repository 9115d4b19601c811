/**
 * Post-processing error texts, exactly as Superset words them
 * (superset/utils/pandas_postprocessing/*.py), so clients that match on them keep working.
 * Superset raises InvalidPostProcessingError for all of them, which the chart-data API answers
 * with 400: here they are ValidationErrors.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { pythonRepr } from './values';

export function invalid(message: string): ValidationError {
  return new ValidationError(message);
}

export const OPERATION_UNDEFINED = '`operation` property of post processing object undefined';
export const REFERENCED_COLUMNS_UNAVAILABLE = 'Referenced columns not available in DataFrame.';
export const PIVOT_REQUIRES_INDEX = 'Pivot operation requires at least one index';
export const PIVOT_REQUIRES_AGGREGATE = 'Pivot operation must include at least one aggregate';
export const UNDEFINED_WINDOW = 'Undefined window for rolling operation';
export const WINDOW_MUST_BE_POSITIVE = 'Window must be > 0';
export const COMPARE_LENGTH_MISMATCH =
  '`compare_columns` must have the same length as `source_columns`.';
export const COMPARE_TYPE_INVALID = '`compare_type` must be `difference`, `percentage` or `ratio`';
export const RENAME_COLUMNS_LENGTH_MISMATCH =
  '`rename_columns` must have the same length as `columns` + `time_shift_columns`.';
export const RESAMPLE_REQUIRES_DATETIME_INDEX = 'Resample operation requires DatetimeIndex';
export const LABEL_ALREADY_EXISTS = 'Label already exists';
export const BOXPLOT_PERCENTILES_INVALID =
  'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value';
export const PROPHET_NOT_INSTALLED = '`prophet` package not installed';

export const MAX_HISTOGRAM_BINS = 1000;

export function unsupportedOperation(operation: string): ValidationError {
  return invalid(`Unsupported post processing operation: ${operation}`);
}

export function aggregateColumnUndefined(column: string): ValidationError {
  return invalid(`Column referenced by aggregate is undefined: ${column}`);
}

export function aggregateOperatorUndefined(name: string): ValidationError {
  return invalid(`Operator undefined for aggregator: ${name}`);
}

export function invalidNumpyFunction(operator: string): ValidationError {
  return invalid(`Invalid numpy function: ${operator}`);
}

export function invalidRollingType(type: string): ValidationError {
  return invalid(`Invalid rolling_type: ${type}`);
}

export function invalidRollingOptions(rollingType: string, options: unknown): ValidationError {
  return invalid(`Invalid options for ${rollingType}: ${pythonRepr(options)}`);
}

export function invalidCumulativeOperator(operator: string): ValidationError {
  return invalid(`Invalid cumulative operator: ${operator}`);
}

export function contributionColumnNotNumeric(column: string): ValidationError {
  return invalid(`Column "${column}" is not numeric or does not exists in the query results.`);
}

export function selectExcludeUnavailable(columns: string[]): ValidationError {
  return invalid(`Referenced columns not available in DataFrame: ${columns.join(', ')}`);
}

export function histogramBinsInvalid(): ValidationError {
  return invalid(`\`bins\` must be an integer between 1 and ${MAX_HISTOGRAM_BINS}`);
}

export function histogramColumnNotNumeric(column: string): ValidationError {
  return invalid(`The column '${column}' must be numeric.`);
}

/**
 * Not a Superset text: Superset has no bound and would exhaust memory. A pivot or resample whose
 * result would exceed this many cells is refused instead.
 */
export const MAX_RESULT_CELLS = 10_000_000;

export function resultTooLarge(cells: number): ValidationError {
  return invalid(
    `Post-processing result too large: ${cells} cells (the limit is ${MAX_RESULT_CELLS})`,
  );
}
