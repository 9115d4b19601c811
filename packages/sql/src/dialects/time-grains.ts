/**
 * The time grains Panorama knows (Superset's built-in TimeGrain names plus the legacy `P7D`), in
 * the order pickers list them. Every dialect file maps each of these to an expression template.
 */
export interface TimeGrainInfo {
  /** The ISO-8601 duration (or duration with anchor) clients send, e.g. `P1D`. */
  duration: string;
  name: string;
}

export const TIME_GRAINS: readonly TimeGrainInfo[] = [
  { duration: 'PT1S', name: 'Second' },
  { duration: 'PT5S', name: '5 second' },
  { duration: 'PT30S', name: '30 second' },
  { duration: 'PT1M', name: 'Minute' },
  { duration: 'PT5M', name: '5 minute' },
  { duration: 'PT10M', name: '10 minute' },
  { duration: 'PT15M', name: '15 minute' },
  { duration: 'PT30M', name: '30 minute' },
  { duration: 'PT0.5H', name: 'Half hour' },
  { duration: 'PT1H', name: 'Hour' },
  { duration: 'PT6H', name: '6 hour' },
  { duration: 'P1D', name: 'Day' },
  // Druid's legacy "7 days": 7-day buckets counted from 1970-01-01, so they start on Thursdays.
  { duration: 'P7D', name: '7 day' },
  { duration: 'P1W', name: 'Week' },
  { duration: 'P1M', name: 'Month' },
  { duration: 'P3M', name: 'Quarter' },
  { duration: 'P0.25Y', name: 'Quarter year' },
  { duration: 'P1Y', name: 'Year' },
  { duration: '1969-12-28T00:00:00Z/P1W', name: 'Week starting Sunday' },
  { duration: '1969-12-29T00:00:00Z/P1W', name: 'Week starting Monday' },
  { duration: 'P1W/1970-01-03T00:00:00Z', name: 'Week ending Saturday' },
  { duration: 'P1W/1970-01-04T00:00:00Z', name: 'Week ending Sunday' },
];

export type TimeGrainTemplates = Record<string, string>;
