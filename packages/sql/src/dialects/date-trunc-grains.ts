/**
 * The grains PostgreSQL's DATE_TRUNC gives directly, which DuckDB's DATE_TRUNC gives the same
 * way: whole seconds, minutes, hours and days, calendar weeks (starting Monday), months,
 * quarters and years, and weeks anchored on another day by shifting a day either side.
 */
import type { TimeGrainTemplates } from './time-grains';

export const DATE_TRUNC_UNIT_GRAINS: TimeGrainTemplates = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT1M: "DATE_TRUNC('minute', {col})",
  PT1H: "DATE_TRUNC('hour', {col})",
  P1D: "DATE_TRUNC('day', {col})",
};

export const DATE_TRUNC_CALENDAR_GRAINS: TimeGrainTemplates = {
  P1W: "DATE_TRUNC('week', {col})",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  'P0.25Y': "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
  '1969-12-29T00:00:00Z/P1W': "DATE_TRUNC('week', {col})",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL '1 day') + INTERVAL '5 days'",
  'P1W/1970-01-04T00:00:00Z': "DATE_TRUNC('week', {col}) + INTERVAL '6 days'",
};
