import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { layerFormData, savedLayerChart } from './layerFormData';

const filter = (subject: string, extra: Record<string, unknown> = {}) => ({
  expressionType: 'SIMPLE' as const,
  clause: 'WHERE' as const,
  subject,
  operator: '==',
  comparator: 'x',
  ...extra,
});

describe('deck_multi savedLayerChart', () => {
  it('reads the saved form data, chart type and dataset of the chart API answer', () => {
    const saved = savedLayerChart(4, {
      result: {
        slice_name: 'Hexagons',
        viz_type: 'deck_hex',
        datasource_id: 9,
        datasource_type: 'table',
        params: JSON.stringify({ grid_size: 40, adhoc_filters: [] }),
      },
    });
    expect(saved).toEqual({
      id: 4,
      name: 'Hexagons',
      formData: {
        grid_size: 40,
        adhoc_filters: [],
        datasource: '9__table',
        viz_type: 'deck_hex',
        slice_id: 4,
      },
    });
  });

  it('keeps a dataset the params name, and names an unnamed chart by id', () => {
    const saved = savedLayerChart(6, {
      result: { viz_type: 'deck_arc', params: '{"datasource":"2__table"}' },
    });
    expect(saved.name).toBe('#6');
    expect(saved.formData.datasource).toBe('2__table');
  });

  it('survives unreadable params', () => {
    const saved = savedLayerChart(1, { result: { viz_type: 'deck_grid', params: '{' } });
    expect(saved.formData.viz_type).toBe('deck_grid');
  });
});

describe('deck_multi layerFormData', () => {
  const layer: QueryFormData = {
    datasource: '9__table',
    viz_type: 'deck_hex',
    adhoc_filters: [filter('own')],
    extra_filters: [{ col: 'a', op: 'IN', val: ['1'] }],
  };

  it('adds the multi chart filters after the layer’s own', () => {
    const multi: QueryFormData = {
      datasource: '3__table',
      viz_type: 'deck_multi',
      adhoc_filters: [filter('shared')],
      extra_filters: [{ col: 'b', op: 'IN', val: ['2'] }],
      extra_form_data: { filters: [{ col: 'c', op: 'IN', val: ['3'] }] },
    };
    const formData = layerFormData(layer, multi, 0);
    expect(formData.adhoc_filters?.map((item) => (item as { subject: string }).subject)).toEqual([
      'own',
      'shared',
    ]);
    expect(formData.extra_filters).toEqual([
      { col: 'a', op: 'IN', val: ['1'] },
      { col: 'b', op: 'IN', val: ['2'] },
    ]);
    expect(formData.extra_form_data).toEqual(multi.extra_form_data);
    expect(formData.viz_type).toBe('deck_hex');
    expect(formData.datasource).toBe('9__table');
  });

  it('applies a scoped filter only to the layers it names by position (-1 for all)', () => {
    const multi: QueryFormData = {
      datasource: '3__table',
      viz_type: 'deck_multi',
      adhoc_filters: [
        filter('second', { layerFilterScope: [1] }),
        filter('all', { layerFilterScope: [-1] }),
        filter('none', { layerFilterScope: [] }),
      ],
    };
    const subjects = (index: number) =>
      layerFormData(layer, multi, index).adhoc_filters?.map(
        (item) => (item as { subject: string }).subject,
      );
    expect(subjects(0)).toEqual(['own', 'all']);
    expect(subjects(1)).toEqual(['own', 'second', 'all']);
  });
});
