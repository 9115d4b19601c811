/**
 * The deck.gl GeoJSON control panel (Superset's control names and defaults). Left out with the
 * other JavaScript controls: the label and icon JavaScript modes; and the point icons, which
 * would download images from any address.
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
import { lineWidthControl, lineWidthUnitControl } from '../shared/deck/lineControls';
import { BLACK_COLOR } from './geojsonFeatures';

const labelsOn = ({ formData }: ControlPanelState): boolean => formData.enable_labels === true;
const overrideNote = t(
  'Set the opacity to 0 if you do not want to override the color specified in the GeoJSON',
);

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [columnControl('geojson', t('GeoJson Column'), t('Select the geojson column'), true)],
      ['row_limit'],
      [filterNullsControl],
      ['adhoc_filters'],
    ]),
    {
      label: t('Map'),
      expanded: true,
      controlSetRows: [[mapStyleControl, viewportControl], [autozoomControl]],
    },
    {
      label: t('GeoJson Settings'),
      expanded: true,
      controlSetRows: [
        [
          colorControl('fill_color_picker', t('Fill Color'), overrideNote, PRIMARY_COLOR),
          colorControl('stroke_color_picker', t('Stroke Color'), overrideNote, PRIMARY_COLOR),
        ],
        [
          checkbox('filled', t('Filled'), t('Whether to fill the objects'), true),
          checkbox('stroked', t('Stroked'), t('Whether to display the stroke'), false),
        ],
        [extrudedControl],
        [
          checkbox(
            'enable_labels',
            t('Enable labels'),
            t('Enables rendering of labels for GeoJSON points'),
            false,
          ),
        ],
        [
          withVisibility(
            textInputControl('label_property_name', {
              label: t('Label property name'),
              description: t('The feature property to use for point labels'),
              default: 'name',
            }),
            labelsOn,
          ),
        ],
        [
          withVisibility(
            colorControl(
              'label_color',
              t('Label color'),
              t('The color of the point labels'),
              BLACK_COLOR,
            ),
            labelsOn,
          ),
        ],
        [
          withVisibility(
            named('label_size', {
              type: 'SelectControl',
              freeForm: true,
              label: t('Label size'),
              description: t('The font size of the point labels'),
              default: 24,
              renderTrigger: true,
              choices: [8, 16, 24, 32, 64, 128].map((size) => [size, String(size)]),
            }),
            labelsOn,
          ),
        ],
        [
          withVisibility(
            selectControl('label_size_unit', {
              label: t('Label size unit'),
              description: t('The unit for label size'),
              default: 'pixels',
              choices: [
                ['meters', t('Meters')],
                ['pixels', t('Pixels')],
              ],
            }),
            labelsOn,
          ),
        ],
        [lineWidthControl],
        [lineWidthUnitControl],
        [
          named('point_radius_scale', {
            type: 'SelectControl',
            freeForm: true,
            label: t('Point Radius Scale'),
            default: null,
            choices: [0, 100, 200, 300, 500].map((scale) => [scale, String(scale)]),
          }),
        ],
      ],
    },
  ],
};
