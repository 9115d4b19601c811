/**
 * The time range value meaning "no time filter" (Superset's NO_TIME_RANGE): the default of every
 * time range control and native time filter. In a module of its own so the many places that only
 * compare against it do not pull the time range parser into their bundle.
 */
export const NO_TIME_RANGE = 'No filter';
