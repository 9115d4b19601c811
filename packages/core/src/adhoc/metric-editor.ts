/**
 * The metric editor popover's rules: which tab opens first,
 * what each edit does to the draft, when Save is enabled, and the metric that Save produces.
 * The draft holds either a chosen saved metric or an adhoc metric being edited.
 */
import type { Aggregate, AdhocMetric, Metric } from '../query/query-object';
import {
  adhocMetricsEqual,
  defaultAdhocMetricLabel,
  emptyAdhocMetric,
  isAdhocMetricValid,
  metricColumnRef,
  normalizeAdhocMetric,
} from './adhoc-metric';
import type { ColumnMeta } from './column-meta';

export type MetricEditorTab = 'SAVED' | 'SIMPLE' | 'SQL';

export interface MetricDraft {
  /** The saved metric chosen on the Saved tab; null when the draft is adhoc. */
  savedMetricName: string | null;
  adhoc: AdhocMetric;
}

/** The popover title: a custom label the user typed, or none (the default label shows). */
export interface MetricTitle {
  label: string;
  hasCustomLabel: boolean;
}

export function draftFromMetric(metric: Metric | null | undefined): MetricDraft {
  if (typeof metric === 'string') return { savedMetricName: metric, adhoc: emptyAdhocMetric() };
  if (!metric) return { savedMetricName: null, adhoc: emptyAdhocMetric() };
  return { savedMetricName: null, adhoc: normalizeAdhocMetric(metric) };
}

export function titleFromMetric(metric: Metric | null | undefined): MetricTitle {
  if (metric && typeof metric !== 'string' && metric.hasCustomLabel && metric.label)
    return { label: metric.label, hasCustomLabel: true };
  return { label: '', hasCustomLabel: false };
}

/**
 * Saved when the dataset has saved metrics and the metric is new or already a saved metric;
 * otherwise the tab of the metric's own expression type. A new metric that
 * already carries a definition (a column dropped on the zone) opens on that definition's tab, as
 * in Superset. When the dataset disallows adhoc metrics only the Saved tab is usable.
 */
export function metricEditorDefaultTab(options: {
  draft: MetricDraft;
  isNew: boolean;
  savedMetricCount: number;
  adhocDisallowed?: boolean;
}): MetricEditorTab {
  const { draft, isNew, savedMetricCount, adhocDisallowed } = options;
  if (adhocDisallowed) return 'SAVED';
  const { adhoc } = draft;
  const hasDefinition = Boolean(adhoc.column) || Boolean(adhoc.sqlExpression);
  if (!hasDefinition && (isNew || draft.savedMetricName) && savedMetricCount > 0) return 'SAVED';
  return adhoc.expressionType === 'SQL' ? 'SQL' : 'SIMPLE';
}

/** Choosing a saved metric clears the adhoc parts, so the metric is one or the other. */
export function chooseSavedMetric(draft: MetricDraft, name: string | null): MetricDraft {
  return {
    savedMetricName: name,
    adhoc: {
      ...draft.adhoc,
      expressionType: 'SIMPLE',
      column: null,
      aggregate: null,
      sqlExpression: null,
    },
  };
}

/** Choosing a column sets SIMPLE and forgets a chosen saved metric. */
export function chooseMetricColumn(
  draft: MetricDraft,
  column: (ColumnMeta & { id?: number }) | null,
): MetricDraft {
  return {
    savedMetricName: null,
    adhoc: {
      ...draft.adhoc,
      expressionType: 'SIMPLE',
      column: column ? metricColumnRef(column) : null,
      sqlExpression: null,
    },
  };
}

export function chooseMetricAggregate(
  draft: MetricDraft,
  aggregate: Aggregate | null,
): MetricDraft {
  return {
    savedMetricName: null,
    adhoc: { ...draft.adhoc, expressionType: 'SIMPLE', aggregate, sqlExpression: null },
  };
}

/** Editing SQL sets SQL. */
export function editMetricSql(draft: MetricDraft, sqlExpression: string): MetricDraft {
  return {
    savedMetricName: null,
    adhoc: {
      ...draft.adhoc,
      expressionType: 'SQL',
      sqlExpression,
      column: null,
      aggregate: null,
    },
  };
}

export function isMetricDraftValid(draft: MetricDraft): boolean {
  return Boolean(draft.savedMetricName) || isAdhocMetricValid(draft.adhoc);
}

/**
 * Save is enabled only when a valid selection exists and something changed: a new metric, a
 * different saved metric, a different adhoc definition, or a different title.
 */
export function canSaveMetric(options: {
  initial: MetricDraft;
  draft: MetricDraft;
  initialTitle: MetricTitle;
  title: MetricTitle;
  isNew: boolean;
}): boolean {
  const { initial, draft, initialTitle, title, isNew } = options;
  if (!isMetricDraftValid(draft)) return false;
  if (isNew) return true;
  if (draft.savedMetricName !== initial.savedMetricName) return true;
  if (titleKey(title) !== titleKey(initialTitle)) return true;
  if (draft.savedMetricName) return false;
  return !adhocMetricsEqual(
    { ...draft.adhoc, hasCustomLabel: false },
    { ...initial.adhoc, hasCustomLabel: false },
  );
}

function titleKey(title: MetricTitle): string {
  return title.hasCustomLabel ? `custom:${title.label}` : 'default';
}

/** The label the title shows while editing: the custom one, else the draft's default label. */
export function metricTitleText(
  draft: MetricDraft,
  title: MetricTitle,
  savedMetricLabel?: string | null,
): string {
  if (title.hasCustomLabel && title.label) return title.label;
  if (draft.savedMetricName) return savedMetricLabel || draft.savedMetricName;
  return defaultAdhocMetricLabel(draft.adhoc);
}

/** The value Save writes: a saved metric's name, or the adhoc metric with the title applied. */
export function metricFromDraft(draft: MetricDraft, title: MetricTitle): Metric {
  if (draft.savedMetricName) return draft.savedMetricName;
  const custom = title.hasCustomLabel && title.label.trim() !== '';
  return normalizeAdhocMetric({
    ...draft.adhoc,
    hasCustomLabel: custom,
    label: custom ? title.label : null,
  });
}

/** Whether the dataset's `extra` JSON text sets `disallow_adhoc_metrics` (Saved tab only). */
export function adhocMetricsDisallowed(extra: string | null | undefined): boolean {
  if (!extra) return false;
  try {
    const parsed: unknown = JSON.parse(extra);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { disallow_adhoc_metrics?: unknown }).disallow_adhoc_metrics === true
    );
  } catch {
    // Malformed extra text is treated as no settings, as Superset does.
    return false;
  }
}
