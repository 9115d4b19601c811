import { describe, expect, it } from 'vitest';
import { buildQueryContext } from './build-query-context';
import type { PostProcessingRule } from './query-object';
import { queryContextSchema } from './query-object';

describe('buildQueryContext', () => {
  it('wraps the base query object with the datasource and defaults', () => {
    const formData = { datasource: '12__table', viz_type: 'table', metrics: ['count'] };
    const context = buildQueryContext(formData);
    expect(context.datasource).toEqual({ id: 12, type: 'table' });
    expect(context.force).toBe(false);
    expect(context.result_format).toBe('json');
    expect(context.result_type).toBe('full');
    expect(context.form_data).toBe(formData);
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]?.metrics).toEqual(['count']);
    expect(queryContextSchema.safeParse(context).success).toBe(true);
  });

  it('runs the chart type callback, drops empty post-processing and normalises the x-axis', () => {
    const context = buildQueryContext(
      {
        datasource: '3__table',
        viz_type: 'line',
        x_axis: 'ds',
        time_grain_sqla: 'P1M',
        metrics: ['m'],
      },
      (base) => [
        {
          ...base,
          columns: ['ds'],
          post_processing: [
            null as unknown as PostProcessingRule,
            { operation: 'pivot', options: { index: ['ds'] } },
          ],
        },
        { ...base, columns: [], row_limit: 1 },
      ],
    );
    expect(context.queries).toHaveLength(2);
    const [first, second] = context.queries;
    expect(first?.post_processing).toEqual([{ operation: 'pivot', options: { index: ['ds'] } }]);
    expect(first?.columns).toEqual([
      expect.objectContaining({ columnType: 'BASE_AXIS', sqlExpression: 'ds', timeGrain: 'P1M' }),
    ]);
    expect(second?.columns).toEqual([]);
  });

  it('passes force through and rejects a malformed datasource key', () => {
    expect(buildQueryContext({ datasource: '1__table', viz_type: 'x', force: true }).force).toBe(
      true,
    );
    expect(() => buildQueryContext({ datasource: 'oops', viz_type: 'x' })).toThrow();
  });
});
