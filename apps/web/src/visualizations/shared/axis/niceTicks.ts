/**
 * Round tick values for an axis (pure): a step of 1, 2 or 5 times a power of ten that gives
 * about `count` ticks, and the multiples of it inside `[min, max]`.
 */

export function tickStep(min: number, max: number, count: number): number {
  const span = Math.abs(max - min);
  if (!(span > 0) || count <= 0) return 0;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const ratio = raw / power;
  const factor = ratio >= 7.5 ? 10 : ratio >= 3.5 ? 5 : ratio >= 1.5 ? 2 : 1;
  return factor * power;
}

export function niceTicks(min: number, max: number, count: number): number[] {
  const step = tickStep(min, max, count);
  if (step === 0) return Number.isFinite(min) ? [min] : [];
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  const first = Math.ceil(low / step - 1e-9);
  const last = Math.floor(high / step + 1e-9);
  const ticks: number[] = [];
  for (let index = first; index <= last; index += 1) {
    // Multiplying (not accumulating) keeps 0.1 + 0.2 style drift out of the labels.
    ticks.push(Number((index * step).toPrecision(12)));
  }
  return ticks;
}
