/** The deck.gl Heatmap control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import type { ControlPanelState } from '../controlPanelTypes';
import { named, selectControl } from '../shared/controls/controlBuilders';
import {
  aggregationControl,
  autozoomControl,
  mapStyleControl,
  spatialQuerySection,
  viewportControl,
  WEIGHT_OVERRIDE,
} from '../shared/deck/deckControls';
import { HEATMAP_COLOR_TYPES } from './transformProps';

const INTENSITY_OPTIONS = Array.from({ length: 10 }, (_, index) => (index + 1) / 10);
const RADIUS_PIXEL_OPTIONS = Array.from({ length: 14 }, (_, index) => index * 5 + 5);

const colorTypeIs =
  (type: string) =>
  ({ formData }: ControlPanelState): boolean =>
    (formData.color_scheme_type ?? 'linear_palette') === type;

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    spatialQuerySection([
      [
        named('intensity', {
          type: 'SelectControl',
          label: t('Intensity'),
          description: t(
            'Intensity is the value multiplied by the weight to obtain the final weight',
          ),
          freeForm: true,
          clearable: false,
          default: 1,
          choices: INTENSITY_OPTIONS.map((value) => [value, String(value)]),
        }),
      ],
      [
        named('radius_pixels', {
          type: 'SelectControl',
          label: t('Intensity Radius'),
          description: t('Intensity Radius is the radius at which the weight is distributed'),
          freeForm: true,
          clearable: false,
          default: 30,
          choices: RADIUS_PIXEL_OPTIONS.map((value) => [value, String(value)]),
        }),
      ],
    ]),
    {
      label: t('Map'),
      expanded: true,
      controlSetRows: [
        [mapStyleControl],
        [viewportControl],
        [
          selectControl('color_scheme_type', {
            label: t('Color Scheme Type'),
            description: t('Select the type of color scheme to use.'),
            default: 'linear_palette',
            choices: HEATMAP_COLOR_TYPES.map((type) => [
              type,
              type === 'fixed_color' ? t('Fixed color') : t('Linear palette'),
            ]),
          }),
        ],
        ['color_picker'],
        ['linear_color_scheme'],
        [autozoomControl],
        [aggregationControl('aggregation', ['sum', 'mean'])],
      ],
    },
  ],
  controlOverrides: {
    size: WEIGHT_OVERRIDE,
    color_picker: { visibility: colorTypeIs('fixed_color') },
    linear_color_scheme: { visibility: colorTypeIs('linear_palette') },
  },
};
