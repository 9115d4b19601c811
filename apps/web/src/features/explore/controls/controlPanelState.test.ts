import { describe, expect, it, vi } from 'vitest';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type { ControlPanelConfig } from '../../../visualizations/controlPanelTypes';
import {
  defaultFormData,
  listControls,
  resolveConfig,
  staleComputedValues,
  validateControls,
} from './controlPanelState';

const datasource = {
  id: 4,
  type: 'table',
  table_name: 'sales',
  columns: [
    { column_name: 'region', is_dttm: false, groupby: true, filterable: true },
    { column_name: 'ordered_at', is_dttm: true, groupby: true, filterable: true },
  ],
  metrics: [{ metric_name: 'count' }],
  main_dttm_col: 'ordered_at',
} as unknown as DatasourceJson;

const panel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['x_axis'],
        ['metrics'],
        ['groupby', null],
        ['adhoc_filters'],
        ['row_limit', 'metrics'],
        [
          {
            name: 'threshold',
            config: { type: 'TextControl', isFloat: true, label: 'Threshold', default: '' },
          },
        ],
      ],
    },
    {
      label: 'Advanced',
      visibility: ({ formData }) => formData.show_advanced === true,
      controlSetRows: [['rolling_type'], ['series_limit']],
    },
    {
      label: 'Options',
      controlSetRows: [
        [
          {
            name: 'percent',
            config: {
              type: 'CheckboxControl',
              default: false,
              visibility: ({ formData }) => formData.query_mode === 'raw',
              validators: [() => 'always wrong'],
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 500 }, threshold: { label: 'Limit value' } },
};

describe('listControls', () => {
  it('resolves shared names and inline controls once each, with overrides', () => {
    const controls = listControls(panel);
    expect(controls.map((c) => c.name)).toEqual([
      'x_axis',
      'metrics',
      'groupby',
      'adhoc_filters',
      'row_limit',
      'threshold',
      'rolling_type',
      'series_limit',
      'percent',
    ]);
    expect(controls.find((c) => c.name === 'row_limit')?.config).toMatchObject({
      type: 'SelectControl',
      default: 500,
    });
    expect(controls.find((c) => c.name === 'threshold')?.config.label).toBe('Limit value');
  });

  it('warns about and skips unknown shared names', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const controls = listControls({
      controlPanelSections: [{ label: 's', controlSetRows: [['bogus']] }],
    });
    expect(controls).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Unknown shared control "bogus"');
    warn.mockRestore();
  });
});

describe('validateControls', () => {
  const formData = { datasource: '4__table', viz_type: 'table' };

  it('reports visible controls only, by name (dataset defaults count as values)', () => {
    expect(
      validateControls(panel, { ...formData, row_limit: 'many', threshold: 'x' }, datasource),
    ).toEqual({
      metrics: ['cannot be empty'],
      row_limit: ['is expected to be an integer'],
      threshold: ['is expected to be a number'],
    });
  });

  it('passes when values are valid; hidden sections and controls never block', () => {
    const valid = {
      ...formData,
      x_axis: 'ordered_at',
      metrics: ['count'],
      row_limit: '100',
      threshold: '2.5',
      series_limit: 'abc',
    };
    expect(validateControls(panel, valid, datasource)).toEqual({});
    expect(validateControls(panel, { ...valid, show_advanced: true }, datasource)).toEqual({
      series_limit: ['is expected to be an integer'],
    });
    expect(validateControls(panel, { ...valid, query_mode: 'raw' }, datasource)).toEqual({
      percent: ['always wrong'],
    });
  });
});

describe('defaultFormData', () => {
  it('collects defaults, dataset-dependent ones included', () => {
    expect(defaultFormData(panel, datasource)).toEqual({
      datasource: '4__table',
      x_axis: 'ordered_at',
      metrics: [],
      groupby: [],
      adhoc_filters: [],
      row_limit: 500,
      threshold: '',
      rolling_type: 'None',
      percent: false,
    });
  });

  it('returns fresh objects each time', () => {
    const a = defaultFormData(panel, null);
    const b = defaultFormData(panel, null);
    expect(a.metrics).not.toBe(b.metrics);
    expect(a).not.toHaveProperty('datasource');
    expect(a.x_axis).toBeNull();
  });
});

describe('resolveConfig', () => {
  it('merges mapStateToProps and adds number checks once', () => {
    const config = resolveConfig(
      { type: 'TextControl', isInt: true, mapStateToProps: () => ({ placeholder: 'n' }) },
      { formData: formDataFor(), datasource: null },
    );
    expect(config.placeholder).toBe('n');
    expect(config.validators).toHaveLength(1);
    expect(
      resolveConfig(config, { formData: formDataFor(), datasource: null }).validators,
    ).toHaveLength(1);
  });
});

function formDataFor() {
  return { datasource: '', viz_type: 'table' };
}

describe('computed values', () => {
  const lookupPanel: ControlPanelConfig = {
    controlPanelSections: [
      {
        label: 'Query',
        controlSetRows: [
          [
            {
              name: 'temporal_columns_lookup',
              config: {
                type: 'HiddenControl',
                default: {},
                mapStateToProps: ({ datasource: ds }) => ({
                  value: Object.fromEntries(
                    (ds?.columns ?? []).map((c) => [c.column_name, c.is_dttm]),
                  ),
                }),
              },
            },
          ],
        ],
      },
    ],
  };

  it('start new charts and are reported until form data holds them', () => {
    const lookup = { region: false, ordered_at: true };
    expect(defaultFormData(lookupPanel, datasource)).toMatchObject({
      temporal_columns_lookup: lookup,
    });
    const formData = { datasource: '4__table', viz_type: 'table' };
    expect(staleComputedValues(lookupPanel, formData, datasource)).toEqual({
      temporal_columns_lookup: lookup,
    });
    expect(
      staleComputedValues(
        lookupPanel,
        { ...formData, temporal_columns_lookup: lookup },
        datasource,
      ),
    ).toEqual({});
  });
});
