import { describe, expect, it } from 'vitest';
import type { AdhocMetric } from '../query/query-object';
import { normalizeAdhocMetric } from './adhoc-metric';
import {
  adhocMetricsDisallowed,
  canSaveMetric,
  chooseMetricAggregate,
  chooseMetricColumn,
  chooseSavedMetric,
  draftFromMetric,
  editMetricSql,
  metricEditorDefaultTab,
  metricFromDraft,
  metricTitleText,
  titleFromMetric,
  type MetricTitle,
} from './metric-editor';

const sumDelay: AdhocMetric = normalizeAdhocMetric({
  expressionType: 'SIMPLE',
  column: { column_name: 'delay', type: 'DOUBLE' },
  aggregate: 'SUM',
  optionName: 'metric_1',
});
const noTitle: MetricTitle = { label: '', hasCustomLabel: false };

describe('metricEditorDefaultTab', () => {
  it('opens Saved for a new metric when the dataset has saved metrics', () => {
    expect(
      metricEditorDefaultTab({ draft: draftFromMetric(null), isNew: true, savedMetricCount: 2 }),
    ).toBe('SAVED');
  });

  it('opens Saved for a saved metric, the metric’s own tab otherwise', () => {
    expect(
      metricEditorDefaultTab({
        draft: draftFromMetric('count'),
        isNew: false,
        savedMetricCount: 1,
      }),
    ).toBe('SAVED');
    expect(
      metricEditorDefaultTab({
        draft: draftFromMetric(sumDelay),
        isNew: false,
        savedMetricCount: 3,
      }),
    ).toBe('SIMPLE');
    expect(
      metricEditorDefaultTab({
        draft: draftFromMetric({ expressionType: 'SQL', sqlExpression: 'COUNT(*)' }),
        isNew: false,
        savedMetricCount: 3,
      }),
    ).toBe('SQL');
  });

  it('opens Simple for a new metric when there are no saved metrics', () => {
    expect(
      metricEditorDefaultTab({ draft: draftFromMetric(null), isNew: true, savedMetricCount: 0 }),
    ).toBe('SIMPLE');
  });

  it('opens the definition’s tab for a dropped column even with saved metrics', () => {
    expect(
      metricEditorDefaultTab({
        draft: draftFromMetric(sumDelay),
        isNew: true,
        savedMetricCount: 3,
      }),
    ).toBe('SIMPLE');
  });

  it('opens Saved when adhoc metrics are disallowed', () => {
    expect(
      metricEditorDefaultTab({
        draft: draftFromMetric(sumDelay),
        isNew: false,
        savedMetricCount: 0,
        adhocDisallowed: true,
      }),
    ).toBe('SAVED');
  });
});

describe('metric editor transitions', () => {
  it('choosing a saved metric clears the adhoc parts', () => {
    const draft = chooseSavedMetric(draftFromMetric(sumDelay), 'count');
    expect(draft.savedMetricName).toBe('count');
    expect(draft.adhoc).toMatchObject({ column: null, aggregate: null, sqlExpression: null });
  });

  it('choosing a column or aggregate sets SIMPLE and forgets the saved metric', () => {
    let draft = chooseSavedMetric(draftFromMetric(null), 'count');
    draft = chooseMetricColumn(draft, { column_name: 'origin', type: 'VARCHAR' });
    expect(draft.savedMetricName).toBeNull();
    expect(draft.adhoc).toMatchObject({
      expressionType: 'SIMPLE',
      column: { column_name: 'origin' },
    });
    draft = chooseMetricAggregate(draft, 'COUNT_DISTINCT');
    expect(metricFromDraft(draft, noTitle)).toMatchObject({
      expressionType: 'SIMPLE',
      aggregate: 'COUNT_DISTINCT',
      label: 'COUNT_DISTINCT(origin)',
      hasCustomLabel: false,
    });
  });

  it('editing SQL sets SQL', () => {
    const draft = editMetricSql(draftFromMetric(sumDelay), 'AVG(delay)');
    expect(draft.adhoc).toMatchObject({ expressionType: 'SQL', column: null, aggregate: null });
    expect(metricFromDraft(draft, noTitle)).toMatchObject({ label: 'AVG(delay)' });
  });

  it('saves a saved metric as its name and applies a custom title to adhoc metrics', () => {
    expect(metricFromDraft(chooseSavedMetric(draftFromMetric(null), 'count'), noTitle)).toBe(
      'count',
    );
    expect(
      metricFromDraft(draftFromMetric(sumDelay), { label: 'Delay', hasCustomLabel: true }),
    ).toMatchObject({ label: 'Delay', hasCustomLabel: true, optionName: 'metric_1' });
  });
});

describe('canSaveMetric', () => {
  const initial = draftFromMetric(sumDelay);
  const initialTitle = titleFromMetric(sumDelay);

  it('needs a valid selection', () => {
    const draft = chooseMetricAggregate(draftFromMetric(null), 'SUM');
    expect(canSaveMetric({ initial, draft, initialTitle, title: noTitle, isNew: true })).toBe(
      false,
    );
  });

  it('needs a change unless the metric is new', () => {
    expect(
      canSaveMetric({ initial, draft: initial, initialTitle, title: initialTitle, isNew: false }),
    ).toBe(false);
    expect(
      canSaveMetric({ initial, draft: initial, initialTitle, title: initialTitle, isNew: true }),
    ).toBe(true);
    const changed = chooseMetricAggregate(initial, 'AVG');
    expect(
      canSaveMetric({ initial, draft: changed, initialTitle, title: initialTitle, isNew: false }),
    ).toBe(true);
    expect(
      canSaveMetric({
        initial,
        draft: initial,
        initialTitle,
        title: { label: 'Delay', hasCustomLabel: true },
        isNew: false,
      }),
    ).toBe(true);
  });

  it('treats another saved metric as a change', () => {
    const savedInitial = draftFromMetric('count');
    const draft = chooseSavedMetric(savedInitial, 'sum_delay');
    expect(
      canSaveMetric({
        initial: savedInitial,
        draft,
        initialTitle: noTitle,
        title: noTitle,
        isNew: false,
      }),
    ).toBe(true);
    expect(
      canSaveMetric({
        initial: savedInitial,
        draft: savedInitial,
        initialTitle: noTitle,
        title: noTitle,
        isNew: false,
      }),
    ).toBe(false);
  });
});

describe('titles and dataset settings', () => {
  it('shows the custom title, else the saved metric or default label', () => {
    expect(metricTitleText(draftFromMetric(sumDelay), noTitle)).toBe('SUM(delay)');
    expect(metricTitleText(draftFromMetric('count'), noTitle, 'Count')).toBe('Count');
    expect(metricTitleText(draftFromMetric(null), noTitle)).toBe('');
    expect(
      metricTitleText(draftFromMetric(sumDelay), { label: 'Mine', hasCustomLabel: true }),
    ).toBe('Mine');
  });

  it('reads disallow_adhoc_metrics from the extra text', () => {
    expect(adhocMetricsDisallowed('{"disallow_adhoc_metrics": true}')).toBe(true);
    expect(adhocMetricsDisallowed('{"disallow_adhoc_metrics": false}')).toBe(false);
    expect(adhocMetricsDisallowed('not json')).toBe(false);
    expect(adhocMetricsDisallowed(null)).toBe(false);
  });
});
