/**
 * Which colour a category label gets, so that one value is drawn in one colour across every chart
 * of a dashboard, as Superset's categorical colour namespace does:
 *
 * 1. the dashboard's `label_colors` (colours an author pinned) win;
 * 2. then the dashboard's shared colour map: labels used by more than one chart, each with the
 *    colour it was given once for the whole dashboard;
 * 3. then the chart's own scale: the scheme's colours in the order labels are first asked for,
 *    cycling, passing over colours the first two already hand out while any others remain, so a
 *    chart never draws two of its labels alike when the scheme has room.
 *
 * With analogous colours on (USE_ANALAGOUS_COLORS), a chart or dashboard with more labels than
 * the scheme has colours extends the scheme with analogous colours instead of cycling (see
 * analogous-colors.ts), and a chart's labels each get a colour of their own.
 *
 * Labels are compared as Superset does: the value as text without surrounding spaces.
 */
import { isRecord } from '../json/is-record';
import { analogousColorRange } from './analogous-colors';

export type LabelColorMap = Record<string, string>;
export type LabelColorScale = (label: unknown) => string;

export interface LabelColorRules {
  /** The categorical scheme's colours, in order. */
  colors: readonly string[];
  /** Colours pinned per label (`label_colors`). */
  labelColors?: LabelColorMap;
  /** The dashboard's shared colour map (see `sharedLabelColorsOf` and `freshSharedLabelColors`). */
  sharedColors?: LabelColorMap;
  /** Extend the scheme with analogous colours rather than cycling (USE_ANALAGOUS_COLORS). */
  analogous?: boolean;
}

/** A label as the colour maps key it. */
export function colorLabelOf(value: unknown): string {
  return String(value ?? '').trim();
}

/** The entries of a label → colour object whose colour is a non-empty string. */
export function labelColorMapOf(value: unknown): LabelColorMap {
  if (!isRecord(value)) return {};
  const out: LabelColorMap = {};
  for (const [label, color] of Object.entries(value)) {
    if (typeof color === 'string' && color.trim() !== '') out[colorLabelOf(label)] = color;
  }
  return out;
}

/**
 * The shared colour map a dashboard's json_metadata stores. Older Superset keeps
 * `shared_label_colors` as label → colour; newer keeps the shared labels as a list and every
 * label's colour in `map_label_colors`.
 */
export function sharedLabelColorsOf(metadata: Record<string, unknown>): LabelColorMap {
  const shared = metadata.shared_label_colors;
  if (!Array.isArray(shared)) return labelColorMapOf(shared);
  const colors = labelColorMapOf(metadata.map_label_colors);
  const out: LabelColorMap = {};
  for (const label of shared) {
    const key = colorLabelOf(label);
    const color = colors[key];
    if (color !== undefined) out[key] = color;
  }
  return out;
}

/** A chart's colour scale under the rules above; each scale keeps its own order of labels. */
export function createLabelColorScale(rules: LabelColorRules): LabelColorScale {
  const colors = rules.colors.length > 0 ? rules.colors : ['#1FA8C9'];
  const pinned = rules.labelColors ?? {};
  const shared = rules.sharedColors ?? {};
  const reserved = new Set(
    [...Object.values(pinned), ...Object.values(shared)].map((c) => c.toLowerCase()),
  );
  const free = colors.filter((color) => !reserved.has(color.toLowerCase()));
  const ordinal = free.length > 0 ? free : colors;
  const assigned = new Map<string, string>();
  const pick = rules.analogous
    ? analogousPicker(ordinal)
    : (index: number) => cycled(ordinal, index);
  return (value) => {
    const label = colorLabelOf(value);
    const fixed = pinned[label] ?? shared[label];
    if (fixed !== undefined) return fixed;
    let color = assigned.get(label);
    if (color === undefined) {
      color = pick(assigned.size);
      assigned.set(label, color);
    }
    return color;
  };
}

function cycled(colors: readonly string[], index: number): string {
  return colors[index % colors.length] as string;
}

/**
 * The colour of the label first asked for at each index, the range growing with the labels as
 * Superset's scale grows it (at every multiple of the scheme's length). A range rebuilt for more
 * labels may list an earlier label's colour at another place, so colours already handed out are
 * passed over while the range has others.
 */
function analogousPicker(colors: readonly string[]): (index: number) => string {
  let range = colors;
  let multiple = 0;
  const used = new Set<string>();
  return (index) => {
    const count = index + 1;
    const wanted = Math.floor(count / colors.length);
    if (wanted > multiple || index >= range.length) {
      multiple = Math.max(wanted, multiple);
      range = analogousColorRange(colors, Math.max(count, multiple * colors.length + 1));
    }
    const preferred = cycled(range, index);
    const color = used.has(preferred.toLowerCase())
      ? (range.find((c) => !used.has(c.toLowerCase())) ?? preferred)
      : preferred;
    used.add(color.toLowerCase());
    return color;
  };
}

/** Labels found in more than one of the lists, in order of first appearance. */
export function labelsInSeveralCharts(chartLabels: ReadonlyArray<readonly unknown[]>): string[] {
  const counts = new Map<string, number>();
  for (const labels of chartLabels) {
    for (const label of new Set(labels.map(colorLabelOf))) {
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
  }
  return [...counts].filter(([, count]) => count > 1).map(([label]) => label);
}

export interface FreshSharedColorsInput {
  /** The labels each chart of the dashboard draws, charts in a stable order. */
  chartLabels: ReadonlyArray<readonly unknown[]>;
  colors: readonly string[];
  /** The shared map the dashboard stored: its colours are kept. */
  stored?: LabelColorMap;
  labelColors?: LabelColorMap;
  /** Extend the scheme with analogous colours rather than cycling (USE_ANALAGOUS_COLORS). */
  analogous?: boolean;
}

/**
 * The dashboard's shared colour map: the stored one, plus every label now drawn by more than one
 * chart and not pinned, given the next scheme colour no shared label holds yet (cycling once the
 * scheme is used up), so the result depends only on the charts' labels, not on which drew first.
 */
export function freshSharedLabelColors(input: FreshSharedColorsInput): LabelColorMap {
  const scheme = input.colors.length > 0 ? input.colors : ['#1FA8C9'];
  const pinned = input.labelColors ?? {};
  const out: LabelColorMap = { ...input.stored };
  const fresh = labelsInSeveralCharts(input.chartLabels).filter(
    (label) => !(label in out) && !(label in pinned),
  );
  const colors = input.analogous
    ? analogousColorRange(scheme, Object.keys(out).length + fresh.length)
    : scheme;
  const taken = new Set(Object.values(out).map((c) => c.toLowerCase()));
  let next = 0;
  for (const label of fresh) {
    const unused = colors.find((color) => !taken.has(color.toLowerCase()));
    const color = unused ?? (colors[next % colors.length] as string);
    next += 1;
    out[label] = color;
    taken.add(color.toLowerCase());
  }
  return out;
}
