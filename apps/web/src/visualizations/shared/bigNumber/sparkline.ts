/**
 * The trendline under a big number as SVG path data: points scaled into the box, gaps (null
 * values) break the line, and the filled area closes down to the baseline.
 */

export type TrendPoint = [number, number | null];

export interface SparklineGeometry {
  /** Path of the line, one `M` per unbroken run. */
  line: string;
  /** Closed path under each run, for the gradient fill. */
  area: string;
  /** Screen position of each point with a value, in data order (for hover). */
  points: Array<{ x: number; y: number; index: number }>;
}

export function sparklineGeometry(
  data: readonly TrendPoint[],
  width: number,
  height: number,
  startAtZero: boolean,
  padding = 2,
): SparklineGeometry {
  const empty = { line: '', area: '', points: [] };
  if (data.length === 0 || width <= 0 || height <= 0) return empty;
  const xs = data.map(([x]) => x);
  const values = data.flatMap(([, y]) => (y === null ? [] : [y]));
  if (values.length === 0) return empty;
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  let minY = Math.min(...values);
  let maxY = Math.max(...values);
  if (startAtZero) {
    minY = Math.min(0, minY);
    maxY = Math.max(0, maxY);
  }
  const spanX = maxX - minX || 1;
  const spanY = maxY - minY || 1;
  const innerH = height - padding * 2;
  const toX = (x: number) => (data.length === 1 ? width / 2 : ((x - minX) / spanX) * width);
  const toY = (y: number) => padding + innerH - ((y - minY) / spanY) * innerH;
  const baseline = toY(startAtZero ? 0 : minY);

  const runs: Array<Array<{ x: number; y: number; index: number }>> = [];
  let current: Array<{ x: number; y: number; index: number }> = [];
  data.forEach(([x, y], index) => {
    if (y === null) {
      if (current.length) runs.push(current);
      current = [];
      return;
    }
    current.push({ x: round(toX(x)), y: round(toY(y)), index });
  });
  if (current.length) runs.push(current);

  const line = runs
    .map((run) => run.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(''))
    .join('');
  const area = runs
    .map((run) => {
      const first = run[0] as { x: number };
      const last = run[run.length - 1] as { x: number };
      const top = run.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join('');
      return `${top}L${last.x},${round(baseline)}L${first.x},${round(baseline)}Z`;
    })
    .join('');
  return { line, area, points: runs.flat() };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The point nearest to a horizontal position (hover on the trendline). */
export function nearestPoint<T extends { x: number }>(
  points: readonly T[],
  x: number,
): T | undefined {
  let best: T | undefined;
  let distance = Infinity;
  for (const point of points) {
    const d = Math.abs(point.x - x);
    if (d < distance) {
      best = point;
      distance = d;
    }
  }
  return best;
}
