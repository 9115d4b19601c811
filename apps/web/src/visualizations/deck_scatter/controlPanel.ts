/**
 * The deck.gl Scatterplot control panel (Superset's control names and defaults). Left out:
 * the base map style (the app draws its own shipped world map, no tile server) and the
 * JavaScript controls (js_*), which would run user code.
 */
import { NUMBER_FORMAT_CHOICES } from '@panorama/core/format/number-format';
import { DEFAULT_VIEWPORT } from '../shared/viewport';
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlValidator } from '../controlPanelTypes';
import {
  checkbox,
  columnControl,
  named,
  nonEmpty,
  selectControl,
  textInputControl,
} from '../shared/controls/controlBuilders';
import { DEFAULT_POINT_RADIUS } from './scatterPoints';
import { querySection } from '../shared/controls/controlSections';

/** A metric-sized point needs its metric. */
const radiusMetricChosen: ControlValidator = (value) => {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return record.type === 'metric' && !record.value
    ? t('Choose the metric that sizes the points')
    : false;
};

function radiusControl(name: string, label: string, value: number, description: string) {
  return textInputControl(name, {
    label,
    description,
    isFloat: true,
    default: value,
    validators: [nonEmpty],
  });
}

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        named('spatial', {
          type: 'SpatialControl',
          label: t('Longitude & Latitude'),
          description: t('Point to your spatial columns'),
          default: null,
        }),
      ],
      [
        'row_limit',
        named('filter_nulls', {
          type: 'CheckboxControl',
          label: t('Ignore null locations'),
          description: t('Whether to ignore locations that are null'),
          default: true,
        }),
      ],
      ['adhoc_filters'],
    ]),
    {
      label: t('Map'),
      expanded: true,
      controlSetRows: [
        [
          checkbox(
            'autozoom',
            t('Auto Zoom'),
            t('When checked, the map will zoom to your data after each query'),
            true,
          ),
          named('viewport', {
            type: 'ViewportControl',
            label: t('Viewport'),
            description: t('Where the map opens when Auto Zoom is off.'),
            renderTrigger: true,
            default: DEFAULT_VIEWPORT,
          }),
        ],
      ],
    },
    {
      label: t('Point Size'),
      expanded: true,
      controlSetRows: [
        [
          named('point_radius_fixed', {
            type: 'FixedOrMetricControl',
            label: t('Point Size'),
            description: t('One size for every point, or a metric per point.'),
            default: { type: 'fix', value: DEFAULT_POINT_RADIUS },
            validators: [radiusMetricChosen],
          }),
        ],
        [
          selectControl('point_unit', {
            label: t('Point Unit'),
            description: t('The unit of measure for the specified point radius'),
            default: 'square_m',
            choices: [
              ['square_m', t('Square meters')],
              ['square_km', t('Square kilometers')],
              ['square_miles', t('Square miles')],
              ['radius_m', t('Radius in meters')],
              ['radius_km', t('Radius in kilometers')],
              ['radius_miles', t('Radius in miles')],
              ['radius_px', t('Radius in pixels')],
            ],
          }),
        ],
        [
          radiusControl(
            'min_radius',
            t('Minimum Radius'),
            2,
            t('Minimum radius size of the circle, in pixels, whatever the zoom.'),
          ),
          radiusControl(
            'max_radius',
            t('Maximum Radius'),
            250,
            t('Maximum radius size of the circle, in pixels, whatever the zoom.'),
          ),
        ],
        [
          textInputControl('multiplier', {
            label: t('Multiplier'),
            description: t('Factor to multiply the metric by'),
            isFloat: true,
            default: 1,
          }),
          null,
        ],
      ],
    },
    {
      label: t('Point Color'),
      expanded: true,
      controlSetRows: [
        ['color_picker'],
        [
          selectControl('legend_position', {
            label: t('Legend Position'),
            description: t('Choose the position of the legend'),
            default: 'tr',
            choices: [
              [null, t('None')],
              ['tl', t('Top left')],
              ['tr', t('Top right')],
              ['bl', t('Bottom left')],
              ['br', t('Bottom right')],
            ],
          }),
        ],
        [
          selectControl('legend_format', {
            label: t('Legend Format'),
            description: t('Choose the format for legend values'),
            freeForm: true,
            default: 'SMART_NUMBER',
            choices: NUMBER_FORMAT_CHOICES.map(([value, text]) => [value, t(text)]),
          }),
        ],
        [
          columnControl(
            'dimension',
            t('Categorical Color'),
            t('Pick a dimension from which categorical colors are defined'),
            false,
          ),
        ],
        ['color_scheme'],
      ],
    },
  ],
};
