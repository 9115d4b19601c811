import { describe, expect, it } from 'vitest';
import type { DatasourceMetric } from '../../../models/datasourceTypes';
import { testMetric } from '../../../testing/testDatasource';
import { hasSavedMetric, metricDisplayLabel, savedMetricOptions } from './metricOptions';

function saved(name: string, verbose: string | null = null): DatasourceMetric {
  return testMetric({ metric_name: name, verbose_name: verbose });
}
const metrics = [saved('count', 'Count'), saved('sum_delay'), saved('avg_delay')];

describe('metric zone values', () => {
  it('labels saved metrics by verbose name and adhoc metrics by their label', () => {
    expect(metricDisplayLabel('count', metrics)).toBe('Count');
    expect(metricDisplayLabel('sum_delay', metrics)).toBe('sum_delay');
    expect(metricDisplayLabel('gone', metrics)).toBe('gone');
    expect(
      metricDisplayLabel(
        { expressionType: 'SIMPLE', column: { column_name: 'delay' }, aggregate: 'MAX' },
        metrics,
      ),
    ).toBe('MAX(delay)');
    expect(
      metricDisplayLabel(
        { expressionType: 'SQL', sqlExpression: 'x', label: 'Mine', hasCustomLabel: true },
        metrics,
      ),
    ).toBe('Mine');
  });

  it('offers saved metrics not yet chosen, plus the one being edited', () => {
    const values = ['count', 'sum_delay'];
    expect(savedMetricOptions(metrics, values).map((m) => m.metric_name)).toEqual(['avg_delay']);
    expect(savedMetricOptions(metrics, values, 'count').map((m) => m.metric_name)).toEqual([
      'count',
      'avg_delay',
    ]);
    expect(hasSavedMetric(values, 'count')).toBe(true);
    expect(hasSavedMetric(values, 'avg_delay')).toBe(false);
  });
});
