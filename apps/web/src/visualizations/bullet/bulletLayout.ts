/**
 * The bullet chart's geometry (pure), after NVD3's bullet as Superset draws it: qualitative
 * ranges as shaded bands from zero (widest and lightest behind), the measure as a dark bar a
 * third of the band's height, markers as triangles and marker lines as vertical rules, over a
 * linear axis from the smallest to the largest of zero, the ranges and every mark.
 */
import { niceTicks } from '../shared/axis/niceTicks';

export interface BulletInput {
  width: number;
  height: number;
  /** Room on the left for the title. */
  titleWidth: number;
  measures: Array<{ value: number; label: string }>;
  ranges: Array<{ value: number; label: string }>;
  markers: Array<{ value: number; label: string }>;
  markerLines: Array<{ value: number; label: string }>;
}

export interface BulletMark {
  value: number;
  label: string;
  x: number;
}

export interface BulletLayout {
  left: number;
  right: number;
  top: number;
  bottom: number;
  domain: [number, number];
  /** Bands, widest first (drawn first), each from zero to its value. */
  ranges: Array<BulletMark & { start: number; width: number; shade: string }>;
  measures: Array<BulletMark & { start: number; width: number; y: number; height: number }>;
  markers: Array<BulletMark & { path: string }>;
  markerLines: Array<BulletMark & { y1: number; y2: number }>;
  ticks: Array<{ value: number; x: number }>;
}

/** Light to dark: the widest band is the lightest. */
const SHADES = ['#eeeeee', '#dddddd', '#cccccc', '#bbbbbb', '#aaaaaa'];
const MARGIN = { top: 8, right: 24, bottom: 26 };
/** The band's height: at most this, centred in the space left by the axis. */
const MAX_BAND_HEIGHT = 72;

const round = (value: number) => Math.round(value * 100) / 100;

export function bulletLayout(input: BulletInput): BulletLayout {
  const left = input.titleWidth;
  const right = Math.max(left + 10, input.width - MARGIN.right);
  const available = Math.max(12, input.height - MARGIN.top - MARGIN.bottom);
  const bandHeight = Math.min(available, MAX_BAND_HEIGHT);
  const top = round(MARGIN.top + (available - bandHeight) / 2);
  const bottom = round(top + bandHeight);

  const values = [
    0,
    ...input.ranges.map((r) => r.value),
    ...input.measures.map((m) => m.value),
    ...input.markers.map((m) => m.value),
    ...input.markerLines.map((m) => m.value),
  ];
  const min = values.reduce((a, b) => Math.min(a, b));
  let max = values.reduce((a, b) => Math.max(a, b));
  if (min === max) max = min + 1;
  const x = (value: number) => round(left + ((value - min) / (max - min)) * (right - left));
  const zero = x(0);
  const span = (value: number) => ({
    start: Math.min(zero, x(value)),
    width: round(Math.abs(x(value) - zero)),
  });

  const ranges = [...input.ranges]
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value))
    .map((range, index) => ({
      ...range,
      x: x(range.value),
      ...span(range.value),
      shade: SHADES[Math.min(index, SHADES.length - 1)] as string,
    }));

  const measureHeight = round(bandHeight / 3);
  const measures = [...input.measures]
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value))
    .map((measure) => ({
      ...measure,
      x: x(measure.value),
      ...span(measure.value),
      y: round(top + bandHeight / 3),
      height: measureHeight,
    }));

  // A downward triangle a third of the band tall, centred on the band.
  const size = bandHeight / 6;
  const middle = top + bandHeight / 2;
  const markers = input.markers.map((marker) => {
    const at = x(marker.value);
    return {
      ...marker,
      x: at,
      path: `M${at},${round(middle + size)}L${round(at + size)},${round(middle - size)}L${round(at - size)},${round(middle - size)}Z`,
    };
  });
  const markerLines = input.markerLines.map((line) => ({
    ...line,
    x: x(line.value),
    y1: round(top + bandHeight / 6),
    y2: round(top + (bandHeight * 5) / 6),
  }));

  const tickCount = Math.max(2, Math.floor((right - left) / 80));
  const ticks = niceTicks(min, max, tickCount).map((value) => ({ value, x: x(value) }));
  return {
    left,
    right,
    top,
    bottom,
    domain: [min, max],
    ranges,
    measures,
    markers,
    markerLines,
    ticks,
  };
}
