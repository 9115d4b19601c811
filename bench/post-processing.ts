/**
 * Times the post-processing operations the chart-data pipeline runs most, on 100,000-row frames:
 * pivot (2,000 days × 50 series), rolling (mean and median windows over 100k rows, and over the
 * pivoted frame), resample (hourly → daily sums, daily → 12-hourly ffill) and a full timeseries
 * chain. Prints, per case, the median wall time of 5 runs after a warm-up and the smallest CPU time
 * (user + system) of those runs, in milliseconds: on a shared machine the CPU figure is the steadier
 * one.
 *
 *   npx tsx bench/post-processing.ts
 */
import os from 'node:os';
import { applyPostProcessing } from '../apps/server/src/engine/post-processing/apply-post-processing';
import type { Frame } from '../apps/server/src/engine/post-processing/frame';

const ROWS = 100_000;
const SERIES = 50;
const DAY = 86_400_000;
const START = Date.UTC(2015, 0, 1);

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const random = seeded(42);
const long: Frame = {
  columns: [
    { name: 'ds', type: 2 },
    { name: 'category', type: 1 },
    { name: 'SUM(value)', type: 0 },
  ],
  rows: Array.from({ length: ROWS }, (_, i) => ({
    ds: START + Math.floor(i / SERIES) * DAY,
    category: `c${i % SERIES}`,
    'SUM(value)': random() < 0.02 ? null : Math.round(random() * 1000) / 10,
  })),
};
const hourly: Frame = {
  columns: [
    { name: '__timestamp', type: 2 },
    { name: 'v', type: 0 },
  ],
  rows: Array.from({ length: ROWS }, (_, i) => ({
    __timestamp: START + i * 3_600_000,
    v: random() * 100,
  })),
};
const daily: Frame = {
  columns: [
    { name: '__timestamp', type: 2 },
    { name: 'v', type: 0 },
  ],
  // Every other day, so the 12-hourly ffill really fills.
  rows: Array.from({ length: ROWS }, (_, i) => ({
    __timestamp: START + i * 2 * DAY,
    v: random() * 100,
  })),
};

const pivot = {
  operation: 'pivot',
  options: {
    index: ['ds'],
    columns: ['category'],
    aggregates: { 'SUM(value)': { operator: 'mean' } },
    drop_missing_columns: false,
  },
};
/** A rolling window over SUM(value), counting from the first row. */
const rollingOfSum = (
  rolling_type: string,
  window: number,
  extraOptions: Record<string, unknown> = {},
) => ({
  operation: 'rolling',
  options: {
    rolling_type,
    window,
    min_periods: 0,
    columns: { 'SUM(value)': 'SUM(value)' },
    ...extraOptions,
  },
});
const cases: [string, Frame, { operation: string; options?: Record<string, unknown> }[]][] = [
  ['pivot 100k → 2000×50', long, [pivot]],
  ['rolling mean w=7, 100k rows', long, [rollingOfSum('mean', 7)]],
  ['rolling median w=30, 100k rows', long, [rollingOfSum('median', 30)]],
  [
    'rolling std w=365, 100k rows',
    long,
    [
      {
        operation: 'rolling',
        options: { rolling_type: 'std', window: 365, columns: { 'SUM(value)': 'SUM(value)' } },
      },
    ],
  ],
  [
    'resample 1D sum, 100k hourly rows',
    hourly,
    [{ operation: 'resample', options: { rule: '1D', method: 'sum' } }],
  ],
  [
    'resample 12H ffill, 100k rows → 400k',
    daily,
    [{ operation: 'resample', options: { rule: '12H', method: 'ffill' } }],
  ],
  [
    'chain pivot+rolling+resample+flatten',
    long,
    [
      pivot,
      rollingOfSum('mean', 7, { is_pivot_df: true }),
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
      {
        operation: 'rename',
        options: { columns: { 'SUM(value)': null }, level: 0, inplace: true },
      },
      { operation: 'flatten' },
    ],
  ],
];

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const results: Record<string, unknown> = {
  cpus: os.availableParallelism(),
  loadavg: os.loadavg()[0],
};
for (const [label, frame, rules] of cases) {
  applyPostProcessing(frame, rules);
  const wall: number[] = [];
  const cpu: number[] = [];
  let rows = 0;
  for (let i = 0; i < 5; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    rows = applyPostProcessing(frame, rules).rows.length;
    wall.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
  }
  results[label] = {
    rowsOut: rows,
    wallMedianMs: Math.round(median(wall) * 10) / 10,
    cpuMinMs: Math.round(Math.min(...cpu) * 10) / 10,
  };
}
console.log(JSON.stringify(results, null, 2));
