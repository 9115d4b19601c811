/**
 * For chart tests only: ECharts' option type is a deep union that tests cannot index into
 * without casting at every step, so tests read built options through this loose record.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests poke into ECharts' loosely typed option
export type AnyRecord = Record<string, any>;
