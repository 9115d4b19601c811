/**
 * The pivot table's controls, by Superset's form-data names and defaults: rows and columns,
 * metrics and where they go, the aggregation of cells and totals, totals and subtotals, sort
 * orders, formats and conditional formatting.
 */
import { NUMBER_FORMAT_CHOICES } from '@panorama/core/format/number-format';
import { TIME_FORMAT_CHOICES } from '@panorama/core/format/time-format';
import { t } from '../../i18n/t';
import type { ControlPanelConfig, NamedControl } from '../controlPanelTypes';
import {
  columnsDropZone,
  hasTemporalDimension,
  temporalColumnsLookup,
} from '../shared/controls/columnControls';
import {
  checkbox,
  named,
  nonEmpty,
  radioControl,
  selectControl,
} from '../shared/controls/controlBuilders';
import { PIVOT_AGGREGATES } from '@panorama/core/pivot/pivot-aggregators';
import { querySection } from '../shared/controls/controlSections';

function sortOrder(name: string, label: string, description: string): NamedControl {
  return selectControl(name, {
    label,
    description,
    default: 'key_a_to_z',
    choices: [
      ['key_a_to_z', t('key a-z')],
      ['key_z_to_a', t('key z-a')],
      ['value_a_to_z', t('value ascending')],
      ['value_z_to_a', t('value descending')],
    ],
  });
}

const metricsLayout = radioControl('metricsLayout', {
  label: t('Apply metrics on'),
  description: t('Use metrics as a top level group for columns or for rows'),
  default: 'COLUMNS',
  choices: [
    ['COLUMNS', t('Columns')],
    ['ROWS', t('Rows')],
  ],
});

const aggregateFunction = selectControl('aggregateFunction', {
  label: t('Aggregation function'),
  description: t(
    'Aggregate function to apply when pivoting and computing the total rows and columns',
  ),
  default: 'Sum',
  choices: PIVOT_AGGREGATES.map((name): [string, string] => [name, t(name)]),
});

const valueFormat = named('valueFormat', {
  type: 'SelectControl',
  label: t('Value format'),
  description: t('A d3-format string, or adaptive formatting.'),
  default: 'SMART_NUMBER',
  freeForm: true,
  renderTrigger: true,
  choices: NUMBER_FORMAT_CHOICES.map(([value, label]): [string, string] => [value, t(label)]),
});

const dateFormat = named('date_format', {
  type: 'SelectControl',
  label: t('Date format'),
  description: t('D3 time format for datetime columns'),
  default: 'smart_date',
  freeForm: true,
  renderTrigger: true,
  choices: TIME_FORMAT_CHOICES.map(([value, label]): [string, string] => [value, t(label)]),
});

const rowSubtotalPosition = selectControl('rowSubtotalPosition', {
  label: t('Rows subtotal position'),
  description: t('Position of row level subtotal'),
  default: false,
  choices: [
    [true, t('Top')],
    [false, t('Bottom')],
  ],
  visibility: ({ formData }) => formData.rowSubTotals === true,
});

const colSubtotalPosition = selectControl('colSubtotalPosition', {
  label: t('Columns subtotal position'),
  description: t('Position of column level subtotal'),
  default: false,
  choices: [
    [true, t('Left')],
    [false, t('Right')],
  ],
  visibility: ({ formData }) => formData.colSubTotals === true,
});

const conditionalFormatting = named('conditional_formatting', {
  type: 'ConditionalFormattingControl',
  label: t('Conditional formatting'),
  description: t('Apply conditional color formatting to metrics'),
  default: [],
  renderTrigger: true,
  mapStateToProps: ({ formData }) => ({
    columnOptions: Array.isArray(formData.metrics) ? formData.metrics : [],
  }),
});

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [columnsDropZone('groupbyColumns', t('Columns'), t('Columns to group by on the columns'))],
      [columnsDropZone('groupbyRows', t('Rows'), t('Columns to group by on the rows'))],
      ['time_grain_sqla'],
      [temporalColumnsLookup],
      ['metrics'],
      [metricsLayout],
      ['adhoc_filters'],
      ['series_limit'],
      ['row_limit'],
      ['series_limit_metric'],
      ['order_desc'],
    ]),
    {
      label: t('Options'),
      expanded: true,
      controlSetRows: [
        [aggregateFunction],
        [checkbox('rowTotals', t('Show rows total'), t('Display row level total'), false)],
        [checkbox('rowSubTotals', t('Show rows subtotal'), t('Display row level subtotal'), false)],
        [checkbox('colTotals', t('Show columns total'), t('Display column level total'), false)],
        [
          checkbox(
            'colSubTotals',
            t('Show columns subtotal'),
            t('Display column level subtotal'),
            false,
          ),
        ],
        [checkbox('transposePivot', t('Transpose pivot'), t('Swap rows and columns'), false)],
        [
          checkbox(
            'combineMetric',
            t('Combine metrics'),
            t(
              'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
            ),
            false,
          ),
        ],
      ],
    },
    {
      label: t('Formatting'),
      expanded: true,
      controlSetRows: [
        [valueFormat],
        ['currency_format'],
        [dateFormat],
        [
          sortOrder(
            'rowOrder',
            t('Sort rows by'),
            t('Order rows by their names (key) or by their totals (value).'),
          ),
        ],
        [
          sortOrder(
            'colOrder',
            t('Sort columns by'),
            t('Order columns by their names (key) or by their totals (value).'),
          ),
        ],
        [rowSubtotalPosition],
        [colSubtotalPosition],
        [
          checkbox(
            'allow_render_html',
            t('Render columns in HTML format'),
            t(
              'Renders table cells as HTML when applicable. For example, HTML <a> tags will be rendered as hyperlinks.',
            ),
            true,
          ),
        ],
        [conditionalFormatting],
      ],
    },
  ],
  controlOverrides: {
    metrics: { validators: [nonEmpty] },
    row_limit: {
      label: t('Cell limit'),
      description: t('Limits the number of cells that get retrieved.'),
    },
    series_limit_metric: {
      description: t(
        'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).',
      ),
    },
    order_desc: {
      label: t('Sort Descending'),
      description: t('Whether to sort descending or ascending'),
      visibility: () => true,
    },
    time_grain_sqla: {
      visibility: (state) => hasTemporalDimension(state, ['groupbyColumns', 'groupbyRows']),
    },
  },
};
