/** The Histogram control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import type { DatasourceColumn } from '../../models/datasourceTypes';
import {
  checkbox,
  named,
  nonEmpty,
  numberFormatControl,
  textControl,
} from '../shared/controls/controlBuilders';
import { isNumericColumn } from '../shared/columnTypes';
import { querySection, chartOptionsSection } from '../shared/controls/controlSections';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        named('column', {
          type: 'DndColumnSelect',
          label: t('Column'),
          description: t('Numeric column used to calculate the histogram.'),
          multi: false,
          default: null,
          validators: [nonEmpty],
          mapStateToProps: ({ datasource }) => ({
            options: (datasource?.columns ?? []).filter((column: DatasourceColumn) =>
              isNumericColumn(column),
            ),
          }),
        }),
      ],
      ['groupby'],
      ['adhoc_filters'],
      ['row_limit'],
      [
        named('bins', {
          type: 'SelectControl',
          label: t('Bins'),
          description: t('The number of bins for the histogram'),
          freeForm: true,
          clearable: false,
          default: 5,
          choices: [5, 10, 15, 20].map((bins) => [bins, String(bins)]),
          validators: [
            (value) => {
              const bins = Number(value);
              return Number.isInteger(bins) && bins >= 1 && bins <= 1000
                ? false
                : t('Bins: is expected to be an integer between 1 and 1000');
            },
          ],
        }),
      ],
      [
        named('normalize', {
          type: 'CheckboxControl',
          label: t('Normalize'),
          description: t(
            "Divides each bin's count by the total count of data points, so the bars show proportions that sum up to 1 and distributions of different sizes compare.",
          ),
          default: false,
        }),
      ],
      [
        named('cumulative', {
          type: 'CheckboxControl',
          label: t('Cumulative'),
          description: t(
            'Each bar shows the running total of the counts up to its bin: how many values lie below a point.',
          ),
          default: false,
        }),
      ],
    ]),
    chartOptionsSection([
      ['color_scheme'],
      [checkbox('show_value', t('Show Value'), t('Show series values on the chart'), false)],
      [
        checkbox(
          'show_legend',
          t('Show legend'),
          t('Whether to display a legend for the chart'),
          true,
        ),
      ],
      [textControl('x_axis_title', t('X Axis Title'))],
      [numberFormatControl('x_axis_format', t('X Axis Format'))],
      [textControl('y_axis_title', t('Y Axis Title'))],
      [numberFormatControl('y_axis_format', t('Y Axis Format'))],
    ]),
  ],
};
