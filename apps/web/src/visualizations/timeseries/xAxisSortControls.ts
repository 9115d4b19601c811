/**
 * Superset's x-axis sort controls of the ECharts time-series charts, shown only for an x axis
 * that is a non-temporal column: without a group-by, `x_axis_sort` picks the x axis column or a
 * metric to sort by and `x_axis_sort_asc` the direction; with a group-by, `x_axis_sort_series`
 * picks how each x value is scored across its series and `x_axis_sort_series_ascending` the
 * direction. The rule itself is `@panorama/core/visualizations/x-axis-sort`.
 */
import { t } from '../../i18n/t';
import type { ControlPanelState, NamedControl } from '../controlPanelTypes';
import { checkboxConfig, named, selectControl } from '../shared/controls/controlBuilders';
import { xAxisIsNonTemporalColumn } from '../shared/controls/xAxisTemporal';
import { sortableMetricLabels } from './sortedSeries';
import { groupbyOf, xAxisLabelOf } from './timeseriesQueryFields';

const isGrouped = ({ formData }: ControlPanelState) => groupbyOf(formData).length > 0;
const categoryAxis = (state: ControlPanelState) =>
  xAxisIsNonTemporalColumn(state.formData, state.datasource);

const singleSortVisible = (state: ControlPanelState) => categoryAxis(state) && !isGrouped(state);
const seriesSortVisible = (state: ControlPanelState) => categoryAxis(state) && isGrouped(state);

/** The sorted axis is the y axis of horizontal bars. */
const horizontal = ({ formData }: ControlPanelState) => formData.orientation === 'horizontal';
const sortByLabel = (state: ControlPanelState) =>
  horizontal(state) ? t('Y-Axis Sort By') : t('X-Axis Sort By');
const ascendingLabel = (state: ControlPanelState) =>
  horizontal(state) ? t('Y-Axis Sort Ascending') : t('X-Axis Sort Ascending');
const ASCENDING_DESCRIPTION = t('Whether to sort ascending or descending on the base Axis.');

/** The x axis column and the chart's metrics (the series-limit metric too), each label once. */
function sortChoices({ formData, datasource }: ControlPanelState): Array<[string, string]> {
  const labels = [xAxisLabelOf(formData), ...sortableMetricLabels(formData)].filter(Boolean);
  const verbose = datasource?.verbose_map ?? {};
  return [...new Set(labels)].map((value) => [value, verbose[value] ?? value]);
}

export const xAxisSortControls = (): NamedControl[][] => [
  [
    selectControl('x_axis_sort', {
      label: t('X-Axis Sort By'),
      description: t('Decides which column to sort the base axis by.'),
      clearable: true,
      // The server sorts the rows (so the results pane shows the chart's order): a query change.
      renderTrigger: false,
      visibility: singleSortVisible,
      mapStateToProps: (state) => ({
        label: sortByLabel(state),
        choices: sortChoices(state),
      }),
    }),
  ],
  [
    named('x_axis_sort_asc', {
      ...checkboxConfig(t('X-Axis Sort Ascending'), ASCENDING_DESCRIPTION, true, false),
      visibility: (state) =>
        singleSortVisible(state) &&
        typeof state.formData.x_axis_sort === 'string' &&
        state.formData.x_axis_sort !== '',
      mapStateToProps: (state) => ({ label: ascendingLabel(state) }),
    }),
  ],
  [
    selectControl('x_axis_sort_series', {
      label: t('X-Axis Sort By'),
      description: t('Decides which measure to sort the base axis by.'),
      default: 'name',
      choices: [
        ['name', t('Category name')],
        ['sum', t('Total value')],
        ['min', t('Minimum value')],
        ['max', t('Maximum value')],
        ['avg', t('Average value')],
      ],
      visibility: seriesSortVisible,
      mapStateToProps: (state) => ({ label: sortByLabel(state) }),
    }),
  ],
  [
    named('x_axis_sort_series_ascending', {
      ...checkboxConfig(t('X-Axis Sort Ascending'), ASCENDING_DESCRIPTION, true),
      visibility: seriesSortVisible,
      mapStateToProps: (state) => ({ label: ascendingLabel(state) }),
    }),
  ],
];
