/**
 * The category labels each chart of a dashboard colours, as its colour scale hands them out, so
 * the dashboard can find the labels more than one chart draws and give each one colour (Superset
 * keeps the same record in its labels colour map singleton).
 *
 * A chart's colour scale starts a fresh list each time the chart is drawn; the lists are compared
 * and published after the drawing pass (a microtask later), and listeners hear only of real
 * changes, so drawing a chart again with the same labels wakes nobody.
 */

type Listener = () => void;

interface ChartEntry {
  committed: string[];
  /** The list of the chart's latest drawing while it has news to publish. */
  pending: string[] | null;
  /** The list of the chart's latest drawing: notes from older drawings are stale. */
  latest: string[];
}

const charts = new Map<number, Map<number, ChartEntry>>();
const listeners = new Set<Listener>();
const EMPTY: ReadonlyMap<number, readonly string[]> = new Map();
const snapshots = new Map<number, ReadonlyMap<number, readonly string[]>>();
let flushScheduled = false;

function sameLabels(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((label, index) => label === b[index]);
}

function flush(): void {
  flushScheduled = false;
  let changed = false;
  for (const [dashboardId, entries] of charts) {
    let dashboardChanged = false;
    for (const entry of entries.values()) {
      if (entry.pending === null) continue;
      if (!sameLabels(entry.pending, entry.committed)) {
        entry.committed = [...entry.pending];
        dashboardChanged = true;
      }
      entry.pending = null;
    }
    if (dashboardChanged) {
      snapshots.delete(dashboardId);
      changed = true;
    }
  }
  if (changed) for (const listener of listeners) listener();
}

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  queueMicrotask(flush);
}

/** Starts the chart's list for one drawing; the returned function notes each label coloured. */
export function startChartLabels(dashboardId: number, chartId: number): (label: string) => void {
  let entries = charts.get(dashboardId);
  if (!entries) {
    entries = new Map();
    charts.set(dashboardId, entries);
  }
  let entry = entries.get(chartId);
  if (!entry) {
    entry = { committed: [], pending: null, latest: [] };
    entries.set(chartId, entry);
  }
  const list: string[] = [];
  const seen = new Set<string>();
  entry.latest = list;
  entry.pending = list;
  scheduleFlush();
  const current = entry;
  return (label) => {
    // Labels asked for later (a tooltip) still count, unless a newer drawing has begun.
    if (current.latest !== list || seen.has(label)) return;
    seen.add(label);
    list.push(label);
    current.pending = list;
    scheduleFlush();
  };
}

export function subscribeChartLabels(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Chart id → the labels it last coloured; the same object until a list changes. */
export function chartLabelsOf(dashboardId: number): ReadonlyMap<number, readonly string[]> {
  const entries = charts.get(dashboardId);
  if (!entries) return EMPTY;
  let snapshot = snapshots.get(dashboardId);
  if (!snapshot) {
    snapshot = new Map([...entries].map(([chartId, entry]) => [chartId, entry.committed]));
    snapshots.set(dashboardId, snapshot);
  }
  return snapshot;
}
