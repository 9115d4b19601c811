/**
 * The MapBox control panel (Superset's control names and defaults). Left out: the Mapbox tile
 * style (`mapbox_style`): the app draws its own shipped world map, no tile server. Points always
 * move with the map while it is dragged; `render_while_dragging` is kept for saved charts.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlPanelState } from '../controlPanelTypes';
import {
  checkbox,
  columnControl,
  named,
  selectControl,
  textInputControl,
} from '../shared/controls/controlBuilders';
import { querySection } from '../shared/controls/controlSections';
import { AUTO_RADIUS, DEFAULT_MAPBOX_COLOR } from './mapboxSettings';

const COLOR_CHOICES: Array<[string, string]> = [
  [DEFAULT_MAPBOX_COLOR, t('Dark Cyan')],
  ['rgb(128, 0, 128)', t('Purple')],
  ['rgb(255, 215, 0)', t('Gold')],
  ['rgb(69, 69, 69)', t('Dim Gray')],
  ['rgb(220, 20, 60)', t('Crimson')],
  ['rgb(34, 139, 34)', t('Forest Green')],
];

const columnChoices = ({ datasource }: ControlPanelState): Array<[string, string]> =>
  (datasource?.columns ?? []).map((column) => [
    column.column_name,
    column.verbose_name ?? column.column_name,
  ]);

function viewportNumber(name: string, label: string, value: number, description: string) {
  return textInputControl(name, {
    label,
    description,
    isFloat: true,
    default: value,
    renderTrigger: true,
    dontRefreshOnChange: true,
  });
}

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [columnControl('all_columns_x', t('Longitude'), t('Column containing longitude data'), true)],
      [columnControl('all_columns_y', t('Latitude'), t('Column containing latitude data'), true)],
      [
        selectControl('clustering_radius', {
          label: t('Clustering Radius'),
          freeForm: true,
          default: '60',
          choices: ['0', '20', '40', '60', '80', '100', '200', '500', '1000'].map((v) => [v, v]),
          description: t(
            'The radius (in pixels) the algorithm uses to define a cluster. Choose 0 to turn off clustering, but beware that a large number of points (>1000) will cause lag.',
          ),
        }),
      ],
      ['row_limit'],
      ['adhoc_filters'],
      ['groupby'],
    ]),
    {
      label: t('Points'),
      expanded: true,
      controlSetRows: [
        [
          selectControl('point_radius', {
            label: t('Point Radius'),
            default: AUTO_RADIUS,
            description: t(
              'The radius of individual points (ones that are not in a cluster). Either a numerical column or `Auto`, which scales the point based on the largest cluster',
            ),
            mapStateToProps: (state: ControlPanelState) => ({
              choices: [[AUTO_RADIUS, t('Auto')], ...columnChoices(state)],
            }),
          }),
        ],
        [
          selectControl('point_radius_unit', {
            label: t('Point Radius Unit'),
            default: 'Pixels',
            choices: [
              ['Pixels', t('Pixels')],
              ['Miles', t('Miles')],
              ['Kilometers', t('Kilometers')],
            ],
            description: t('The unit of measure for the specified point radius'),
          }),
        ],
      ],
    },
    {
      label: t('Labelling'),
      expanded: true,
      controlSetRows: [
        [
          selectControl('mapbox_label', {
            label: t('label'),
            multi: true,
            default: [],
            description: t(
              '`count` is COUNT(*) if a group by is used. Numerical columns will be aggregated with the aggregator. Non-numerical columns will be used to label points. Leave empty to get a count of points in each cluster.',
            ),
            mapStateToProps: (state: ControlPanelState) => ({
              choices: [['count', 'count'], ...columnChoices(state)],
            }),
          }),
        ],
        [
          selectControl('pandas_aggfunc', {
            label: t('Cluster label aggregator'),
            clearable: false,
            default: 'sum',
            choices: [
              ['sum', t('sum')],
              ['mean', t('mean')],
              ['min', t('min')],
              ['max', t('max')],
              ['std', t('std')],
              ['var', t('var')],
            ],
            description: t(
              'Aggregate function applied to the list of points in each cluster to produce the cluster label.',
            ),
          }),
        ],
      ],
    },
    {
      label: t('Visual Tweaks'),
      expanded: true,
      controlSetRows: [
        [
          checkbox(
            'render_while_dragging',
            t('Live render'),
            t('Points and clusters will update as the viewport is being changed'),
            true,
          ),
        ],
        [
          textInputControl('global_opacity', {
            label: t('Opacity'),
            isFloat: true,
            default: 1,
            renderTrigger: true,
            description: t('Opacity of all clusters, points, and labels. Between 0 and 1.'),
          }),
        ],
        [
          selectControl('mapbox_color', {
            label: t('RGB Color'),
            freeForm: true,
            default: DEFAULT_MAPBOX_COLOR,
            choices: COLOR_CHOICES,
            renderTrigger: true,
            description: t('The color for points and clusters in RGB'),
          }),
        ],
      ],
    },
    {
      label: t('Viewport'),
      expanded: true,
      controlSetRows: [
        [
          viewportNumber(
            'viewport_longitude',
            t('Default longitude'),
            14,
            t('Longitude of default viewport'),
          ),
          viewportNumber(
            'viewport_latitude',
            t('Default latitude'),
            14,
            t('Latitude of default viewport'),
          ),
        ],
        [viewportNumber('viewport_zoom', t('Zoom'), 1.96, t('Zoom level of the map'))],
        [
          named('initial_viewport_settings', {
            type: 'SelectControl',
            label: t('Initial Viewport Settings'),
            freeForm: true,
            renderTrigger: true,
            default: 'Auto',
            choices: [
              ['Auto', 'Auto'],
              ['Fixed', 'Fixed'],
            ],
            description: t('Auto calculate on bounds or fix the initial settings'),
          }),
        ],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      description: t(
        'One or many controls to group by. If grouping, latitude and longitude columns must be present.',
      ),
    },
  },
};
