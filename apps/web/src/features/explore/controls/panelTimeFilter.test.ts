import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type { ControlPanelConfig } from '../../../visualizations/controlPanelTypes';
import { withPanelTimeFilter } from './panelTimeFilter';

const datasource = {
  id: 4,
  type: 'table',
  columns: [
    { column_name: 'region', is_dttm: false },
    { column_name: 'ordered_at', is_dttm: true },
  ],
  metrics: [],
  main_dttm_col: 'ordered_at',
} as unknown as DatasourceJson;

const panelWith = (...names: string[]): ControlPanelConfig => ({
  controlPanelSections: [{ label: 'Query', expanded: true, controlSetRows: names.map((n) => [n]) }],
});

const formData = { datasource: '4__table', viz_type: 'table', adhoc_filters: [] } as QueryFormData;

describe('withPanelTimeFilter', () => {
  it('adds the time filter pill to a chart with the filters control', () => {
    expect(
      withPanelTimeFilter(formData, panelWith('adhoc_filters'), datasource).adhoc_filters,
    ).toEqual([
      {
        clause: 'WHERE',
        subject: 'ordered_at',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
        expressionType: 'SIMPLE',
      },
    ]);
  });

  it('leaves charts that filter time through the legacy time range control alone', () => {
    const legacy = panelWith('adhoc_filters', 'time_range');
    expect(withPanelTimeFilter(formData, legacy, datasource)).toBe(formData);
    expect(withPanelTimeFilter(formData, panelWith('metrics'), datasource)).toBe(formData);
  });
});
