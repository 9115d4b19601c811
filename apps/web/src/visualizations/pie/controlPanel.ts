/** The Pie Chart control panel (Superset's control names). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlPanelState } from '../controlPanelTypes';
import {
  checkbox,
  labelsShown,
  named,
  selectControl,
  textInputControl,
  withVisibility,
} from '../shared/controls/controlBuilders';
import { legendControlRows } from '../shared/echarts/legendControls';
import { numberFormatChoices, timeFormatChoices } from '../shared/controls/sharedControlChoices';
import {
  querySection,
  chartOptionsSection,
  METRIC_PER_GROUP_ROWS,
} from '../shared/controls/controlSections';

const isDonut = ({ formData }: ControlPanelState) => formData.donut === true;

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ...METRIC_PER_GROUP_ROWS,
      [checkbox('sort_by_metric', t('Sort by metric'), t('Largest slices first.'), true)],
    ]),
    chartOptionsSection([
      ['color_scheme'],
      [
        textInputControl('show_labels_threshold', {
          label: t('Percentage threshold'),
          description: t('Slices smaller than this percentage of the total get no label.'),
          isFloat: true,
          default: 5,
        }),
      ],
      ...legendControlRows(),
    ]),
    {
      label: t('Labels'),
      expanded: true,
      controlSetRows: [
        [
          selectControl('label_type', {
            label: t('Label Type'),
            description: t('What each slice label shows.'),
            default: 'key',
            choices: [
              ['key', t('Category Name')],
              ['value', t('Value')],
              ['percent', t('Percentage')],
              ['key_value', t('Category and Value')],
              ['key_percent', t('Category and Percentage')],
              ['key_value_percent', t('Category, Value and Percentage')],
              ['template', t('Template')],
            ],
          }),
        ],
        [
          textInputControl('label_template', {
            label: t('Label Template'),
            description: t('Placeholders: {name}, {value}, {percent}; \\n starts a new line.'),
            default: '{name}',
            visibility: ({ formData }) => formData.label_type === 'template',
          }),
        ],
        [
          named('number_format', {
            type: 'SelectControl',
            label: t('Number format'),
            description: t('A d3-format string, or adaptive formatting.'),
            renderTrigger: true,
            freeForm: true,
            default: 'SMART_NUMBER',
            choices: numberFormatChoices(),
          }),
          named('date_format', {
            type: 'SelectControl',
            label: t('Date format'),
            description: t('How dates in category names are written.'),
            renderTrigger: true,
            freeForm: true,
            default: 'smart_date',
            choices: timeFormatChoices(),
          }),
        ],
        ['currency_format'],
        [checkbox('show_labels', t('Show Labels'), t('Label the slices.'), true)],
        [
          withVisibility(
            checkbox(
              'labels_outside',
              t('Put labels outside'),
              t('Labels beside the pie instead of on the slices.'),
              true,
            ),
            labelsShown,
          ),
          withVisibility(
            checkbox(
              'label_line',
              t('Label Line'),
              t('Join outside labels to their slices with a line.'),
              false,
            ),
            ({ formData }) => formData.show_labels !== false && formData.labels_outside !== false,
          ),
        ],
        [
          checkbox(
            'show_total',
            t('Show Total'),
            t('Write the total in the middle of the chart.'),
            false,
          ),
        ],
      ],
    },
    {
      label: t('Pie shape'),
      expanded: true,
      controlSetRows: [
        [
          named('outerRadius', {
            type: 'SliderControl',
            label: t('Outer Radius'),
            description: t('Radius of the pie, in percent of the available space.'),
            renderTrigger: true,
            min: 10,
            max: 100,
            step: 1,
            default: 70,
          }),
        ],
        [checkbox('donut', t('Donut'), t('Cut a hole in the middle.'), false)],
        [
          named('innerRadius', {
            type: 'SliderControl',
            label: t('Inner Radius'),
            description: t('Radius of the hole, in percent of the available space.'),
            renderTrigger: true,
            min: 0,
            max: 100,
            step: 1,
            default: 30,
            visibility: isDonut,
          }),
        ],
        [
          named('roseType', {
            type: 'SelectControl',
            label: t('Rose Type'),
            description: t(
              'Nightingale rose: slices with equal angles and radius by value (radius) or with area by value (area).',
            ),
            renderTrigger: true,
            default: null,
            choices: [
              [null, t('None')],
              ['area', t('Area')],
              ['radius', t('Radius')],
            ],
          }),
        ],
      ],
    },
  ],
  controlOverrides: {
    row_limit: { default: 100 },
  },
};
