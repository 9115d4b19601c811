/**
 * The Gantt Chart control panel (Superset's Gantt: names and defaults): the start and end time
 * columns, the y-axis category, the series colouring the bars (optionally a row of their own
 * within each category), what the tooltip shows, and the axis, legend and zoom options.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import {
  checkbox,
  columnControl,
  dateFormatControl,
  named,
  numberFormatControl,
  withVisibility,
} from '../shared/controls/controlBuilders';
import { columnsDropZone } from '../shared/controls/columnControls';
import {
  chartOptionsSection,
  expandedSection,
  querySection,
} from '../shared/controls/controlSections';
import { queryModeControls } from '../shared/controls/queryModeControls';
import { legendControlRows } from '../shared/echarts/legendControls';
import { axisTitleControls, zoomableControl } from '../timeseries/timeseriesControls';

// The ordering control of raw queries: every Gantt query lists rows.
const { orderByCols } = queryModeControls(() => 'raw');

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [columnControl('start_time', t('Start Time'), t('When each event starts.'), true)],
      [columnControl('end_time', t('End Time'), t('When each event ends.'), true)],
      [columnControl('y_axis', t('Y-axis'), t('Dimension to use on y-axis.'), true)],
      ['series'],
      [
        withVisibility(
          checkbox(
            'subcategories',
            t('Subcategories'),
            t(
              'Divides each category into subcategories based on the values in the dimension. It can be used to exclude intersections.',
            ),
            false,
          ),
          ({ formData }) =>
            Array.isArray(formData.series) ? formData.series.length > 0 : Boolean(formData.series),
        ),
      ],
      [
        named('tooltip_metrics', {
          type: 'DndMetricSelect',
          multi: true,
          label: t('Tooltip metrics'),
          description: t('Metrics shown in the tooltip of each event.'),
          default: [],
        }),
      ],
      [
        columnsDropZone(
          'tooltip_columns',
          t('Tooltip columns'),
          t('Columns shown in the tooltip of each event.'),
        ),
      ],
      ['adhoc_filters'],
      [orderByCols],
      ['row_limit'],
    ]),
    expandedSection(t('Chart Title'), axisTitleControls()),
    chartOptionsSection([
      ['color_scheme'],
      ...legendControlRows(),
      [zoomableControl()],
      [
        named('x_axis_time_bounds', {
          type: 'TimeRangeControl',
          label: t('Bounds'),
          description: t(
            'Times of day bounding the x axis: the start on the day of the earliest start, the end on the day of the earliest end. An empty side fits the data.',
          ),
          default: null,
          renderTrigger: true,
        }),
      ],
      ['x_axis_time_format'],
      [dateFormatControl('tooltip_time_format', t('Tooltip time format'))],
      [numberFormatControl('tooltip_values_format', t('Tooltip values format'))],
    ]),
  ],
  controlOverrides: {
    series: { label: t('Dimension'), description: t('Dimension to colour the events by.') },
  },
};
