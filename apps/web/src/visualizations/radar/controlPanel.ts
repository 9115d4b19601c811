/** The Radar Chart control panel (Superset's control names and defaults). */
import { GenericDataType } from '@panorama/core/columns/type-names';
import { getMetricLabel } from '@panorama/core/query/labels';
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { legendControlRows } from '../shared/echarts/legendControls';
import { readMetricList } from '../shared/formDataMetrics';
import {
  checkbox,
  dateFormatControl,
  labelsShown,
  named,
  numberFormatControl,
  selectControl,
  withVisibility,
} from '../shared/controls/controlBuilders';
import { querySection } from '../shared/controls/controlSections';

const LABEL_POSITION_CHOICES: Array<[string, string]> = [
  ['top', t('Top')],
  ['left', t('Left')],
  ['right', t('Right')],
  ['bottom', t('Bottom')],
  ['inside', t('Inside')],
  ['insideLeft', t('Inside left')],
  ['insideRight', t('Inside right')],
  ['insideTop', t('Inside top')],
  ['insideBottom', t('Inside bottom')],
  ['insideTopLeft', t('Inside top left')],
  ['insideBottomLeft', t('Inside bottom left')],
  ['insideTopRight', t('Inside top right')],
  ['insideBottomRight', t('Inside bottom right')],
];

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['groupby'],
      ['metrics'],
      ['timeseries_limit_metric'],
      ['adhoc_filters'],
      ['row_limit'],
      [
        checkbox(
          'is_normalized',
          t('Normalize Values'),
          t('Normalize the radar chart values between 0 & 1 to get consistent plotting.'),
          false,
        ),
      ],
    ]),
    {
      label: t('Chart Options'),
      expanded: true,
      controlSetRows: [['color_scheme'], ...legendControlRows()],
    },
    {
      label: t('Labels'),
      expanded: true,
      controlSetRows: [
        [checkbox('show_labels', t('Show Labels'), t('Whether to display the labels.'), true)],
        [
          withVisibility(
            selectControl('label_type', {
              label: t('Label Type'),
              description: t('What should be shown on the label?'),
              default: 'value',
              choices: [
                ['value', t('Value')],
                ['key_value', t('Category and Value')],
              ],
            }),
            labelsShown,
          ),
          withVisibility(
            selectControl('label_position', {
              label: t('Label position'),
              description: t('Where each label sits relative to its point.'),
              default: 'top',
              choices: LABEL_POSITION_CHOICES,
            }),
            labelsShown,
          ),
        ],
        [numberFormatControl('number_format', t('Number format'))],
        [dateFormatControl()],
      ],
    },
    {
      label: t('Radar'),
      expanded: true,
      controlSetRows: [
        [
          named('column_config', {
            // Per-metric axis bounds, in each metric's popover.
            type: 'ColumnConfigControl',
            label: t('Customize Metrics'),
            description: t('Further customize how to display each metric'),
            renderTrigger: true,
            default: {},
            configFields: [
              {
                key: 'radarMetricMaxValue',
                kind: 'number',
                label: t('Max'),
                description: t('The maximum value of metrics. It is an optional configuration'),
                placeholder: t('auto'),
              },
              {
                key: 'radarMetricMinValue',
                kind: 'number',
                label: t('Min'),
                description: t(
                  'The minimum value of metrics. It is an optional configuration. If not set, it will be the minimum value of the data',
                ),
                placeholder: '0',
              },
            ],
            configFormLayout: {
              [GenericDataType.NUMERIC]: [
                { rows: [['radarMetricMaxValue'], ['radarMetricMinValue']] },
              ],
            },
            // Every metric is an axis: listed as numeric columns, before any query runs.
            mapStateToProps: ({ formData }) => {
              const colnames = readMetricList(formData.metrics).map(getMetricLabel);
              return {
                columnsPropsObject: {
                  colnames,
                  coltypes: colnames.map(() => GenericDataType.NUMERIC),
                },
              };
            },
            visibility: ({ formData }) => formData.is_normalized !== true,
          }),
        ],
        [
          checkbox(
            'is_circle',
            t('Circle radar shape'),
            t("Radar render type, whether to display 'circle' shape."),
            false,
          ),
        ],
      ],
    },
  ],
  controlOverrides: {
    row_limit: { default: 10 },
    timeseries_limit_metric: {
      label: t('Sort by'),
      description: t('The metric that decides which series the row limit keeps.'),
    },
  },
};
