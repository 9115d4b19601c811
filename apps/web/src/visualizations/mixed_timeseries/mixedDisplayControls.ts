/**
 * The per-query display controls of the mixed chart (Superset's names: query A's plain, query
 * B's with a `B` suffix): series style, stacking, area, value labels, opacity, markers, which
 * y axis the query is drawn on, and the series order.
 */
import { t } from '../../i18n/t';
import type { ControlConfig, ControlPanelState, ControlSetRow } from '../controlPanelTypes';
import { checkboxConfig, selectControl } from '../shared/controls/controlBuilders';
import { seriesTypeControl, sortSeriesControls } from '../timeseries/timeseriesControls';
import { SERIES_TYPES } from '../timeseries/timeseriesSettings';
import type { DISPLAY_B_SUFFIX } from './mixedFormData';

export function displayRows(suffix: '' | typeof DISPLAY_B_SUFFIX): ControlSetRow[] {
  const named = (name: string, config: ControlConfig) => ({ name: `${name}${suffix}`, config });
  const markersOn = ({ formData }: ControlPanelState) =>
    formData[`markerEnabled${suffix}`] === true;
  return [
    [
      named('seriesType', {
        ...seriesTypeControl([...SERIES_TYPES], 'line').config,
        label: t('Series type'),
        description: t('Series chart type (line, bar etc)'),
      }),
    ],
    [
      named(
        'stack',
        checkboxConfig(t('Stack series'), t('Stack series on top of each other'), false),
      ),
    ],
    [
      named(
        'area',
        checkboxConfig(
          t('Area chart'),
          t('Draw area under curves. Only applicable for line types.'),
          false,
        ),
      ),
    ],
    [
      named(
        'show_value',
        checkboxConfig(
          t('Show Values'),
          t('Whether to display the numerical values within the cells'),
          false,
        ),
      ),
    ],
    [
      named('opacity', {
        type: 'SliderControl',
        label: t('Opacity'),
        description: t('Opacity of area chart.'),
        renderTrigger: true,
        min: 0,
        max: 1,
        step: 0.1,
        default: 0.2,
      }),
    ],
    [
      named(
        'markerEnabled',
        checkboxConfig(
          t('Marker'),
          t('Draw a marker on data points. Only applicable for line types.'),
          false,
        ),
      ),
      named('markerSize', {
        type: 'SliderControl',
        label: t('Marker size'),
        description: t('Size of marker. Also applies to forecast observations.'),
        renderTrigger: true,
        min: 0,
        max: 100,
        step: 1,
        default: 6,
        visibility: markersOn,
      }),
    ],
    [
      selectControl('yAxisIndex', {
        label: t('Y Axis'),
        description: t('Primary or secondary y-axis'),
        default: 0,
        choices: [
          [0, t('Primary')],
          [1, t('Secondary')],
        ],
      }),
    ],
    sortSeriesControls().map((control) => named(control.name, control.config)),
  ];
}
