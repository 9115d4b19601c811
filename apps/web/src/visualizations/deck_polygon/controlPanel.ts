/**
 * The deck.gl Polygon control panel (Superset's control names and defaults). Colours are a fixed
 * colour or a linear palette in buckets: `num_buckets` equal buckets, or the buckets between the
 * `break_points` the user lists in the break points editor (numbers, kept in ascending order).
 * Superset's newer third colour type, explicit colour breakpoints (`color_breakpoints`, each
 * bucket with its own colour), is not offered.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlPanelState } from '../controlPanelTypes';
import {
  checkbox,
  colorControl,
  columnControl,
  named,
  selectControl,
  textInputControl,
  withVisibility,
} from '../shared/controls/controlBuilders';
import { querySection } from '../shared/controls/controlSections';
import { PRIMARY_COLOR } from '../shared/controls/sharedControls';
import {
  autozoomControl,
  extrudedControl,
  filterNullsControl,
  mapStyleControl,
  viewportControl,
} from '../shared/deck/deckControls';
import { validateBreakPoints } from '../shared/deck/breakPoints';
import { legendFormatControl, legendPositionControl } from '../shared/deck/legendControls';
import { lineWidthControl, lineWidthUnitControl } from '../shared/deck/lineControls';

const colorType = ({ formData }: ControlPanelState) =>
  formData.color_scheme_type ?? 'linear_palette';
const fixedColor = (state: ControlPanelState) => colorType(state) === 'fixed_color';
const linearPalette = (state: ControlPanelState) => colorType(state) === 'linear_palette';
const overrideNote = t(
  'Set the opacity to 0 if you do not want to override the color specified in the GeoJSON',
);

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        columnControl(
          'line_column',
          t('Polygon Column'),
          t('The database columns that contains lines information'),
          true,
        ),
      ],
      [
        selectControl('line_type', {
          label: t('Polygon Encoding'),
          description: t('The encoding format of the lines'),
          default: 'json',
          renderTrigger: false,
          choices: [
            ['polyline', t('Polyline')],
            ['json', t('JSON')],
            ['geohash', t('geohash (square)')],
          ],
        }),
      ],
      ['adhoc_filters'],
      ['metric'],
      [
        named('point_radius_fixed', {
          type: 'FixedOrMetricControl',
          label: t('Elevation'),
          description: t('Fixed point radius'),
          default: { type: 'fix', value: 1000 },
        }),
      ],
      ['row_limit'],
      [checkbox('reverse_long_lat', t('Reverse Lat & Long'), '', false)],
      [filterNullsControl],
    ]),
    {
      label: t('Map'),
      expanded: true,
      controlSetRows: [[mapStyleControl], [viewportControl], [autozoomControl]],
    },
    {
      label: t('Polygon Settings'),
      expanded: true,
      controlSetRows: [
        [
          selectControl('color_scheme_type', {
            label: t('Color Scheme Type'),
            description: t('Select the type of color scheme to use.'),
            default: 'linear_palette',
            choices: [
              ['fixed_color', t('Fixed color')],
              ['linear_palette', t('Linear palette')],
            ],
          }),
        ],
        [
          withVisibility(
            colorControl('fill_color_picker', t('Fill Color'), overrideNote, PRIMARY_COLOR),
            fixedColor,
          ),
          colorControl('stroke_color_picker', t('Stroke Color'), overrideNote, PRIMARY_COLOR),
        ],
        ['linear_color_scheme'],
        [
          checkbox('filled', t('Filled'), t('Whether to fill the objects'), true),
          checkbox('stroked', t('Stroked'), t('Whether to display the stroke'), false),
        ],
        [extrudedControl],
        [
          textInputControl('multiplier', {
            label: t('Multiplier'),
            description: t('Factor to multiply the metric by'),
            isFloat: true,
            default: 1,
          }),
        ],
        [lineWidthControl],
        [lineWidthUnitControl],
        [
          named('opacity', {
            type: 'SliderControl',
            label: t('Opacity'),
            description: t('Opacity, expects values between 0 and 100'),
            default: 80,
            step: 1,
            min: 0,
            max: 100,
            renderTrigger: true,
          }),
        ],
        [
          withVisibility(
            named('num_buckets', {
              type: 'SelectControl',
              freeForm: true,
              label: t('Number of buckets to group data'),
              description: t('How many buckets should the data be grouped in.'),
              default: 5,
              renderTrigger: true,
              choices: [2, 3, 5, 10].map((count) => [count, String(count)]),
            }),
            linearPalette,
          ),
        ],
        [
          withVisibility(
            named('break_points', {
              type: 'BreakPointsControl',
              label: t('Bucket break points'),
              description: t('List of n+1 values for bucketing metric into n buckets.'),
              default: [],
              renderTrigger: true,
              validators: [validateBreakPoints],
            }),
            linearPalette,
          ),
        ],
        [legendPositionControl],
        [legendFormatControl],
      ],
    },
  ],
  controlOverrides: {
    metric: { validators: [] },
    linear_color_scheme: { visibility: linearPalette },
  },
};
