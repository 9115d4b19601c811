/** The World Map control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlPanelState } from '../controlPanelTypes';
import {
  checkbox,
  named,
  numberFormatControl,
  radioControl,
  selectControl,
} from '../shared/controls/controlBuilders';
import { DEFAULT_COUNTRY_FIELD_TYPE } from '../shared/maps/countryFieldTypes';
import { querySection } from '../shared/controls/controlSections';

const colorByMetric = ({ formData }: ControlPanelState) => formData.color_by !== 'country';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['entity'],
      [
        named('country_fieldtype', {
          type: 'SelectControl',
          label: t('Country Field Type'),
          description: t('The country code standard the country column is written in.'),
          clearable: false,
          default: DEFAULT_COUNTRY_FIELD_TYPE,
          choices: [
            ['name', t('Full name')],
            ['cioc', t('code International Olympic Committee (cioc)')],
            ['cca2', t('code ISO 3166-1 alpha-2 (cca2)')],
            ['cca3', t('code ISO 3166-1 alpha-3 (cca3)')],
          ],
        }),
      ],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      [
        named('sort_by_metric', {
          type: 'CheckboxControl',
          label: t('Sort by metric'),
          description: t('Sort results by the colour metric, largest first.'),
          default: false,
        }),
      ],
    ]),
    {
      label: t('Options'),
      expanded: true,
      controlSetRows: [
        [checkbox('show_bubbles', t('Show Bubbles'), t('Draw a bubble on each country.'), false)],
        ['secondary_metric'],
        [
          selectControl('max_bubble_size', {
            label: t('Max Bubble Size'),
            description: t('Radius of the largest bubble, in pixels.'),
            freeForm: true,
            default: '25',
            choices: ['5', '10', '15', '25', '50', '75', '100'].map((size) => [size, size]),
          }),
        ],
        ['color_picker'],
        [
          radioControl('color_by', {
            label: t('Color by'),
            description: t(
              'Shade each country by the metric, or give each country a colour of the categorical scheme.',
            ),
            default: 'metric',
            choices: [
              ['metric', t('Metric')],
              ['country', t('Country')],
            ],
          }),
        ],
        ['linear_color_scheme'],
        ['color_scheme'],
      ],
    },
    {
      label: t('Chart Options'),
      expanded: true,
      controlSetRows: [[numberFormatControl('y_axis_format')]],
    },
  ],
  controlOverrides: {
    entity: {
      label: t('Country Column'),
      description: t("The column holding each row's country."),
    },
    metric: {
      label: t('Metric'),
      description: t('The metric that colours each country.'),
    },
    secondary_metric: {
      label: t('Bubble Size'),
      description: t('The metric that sizes the bubbles; the colour metric when empty.'),
    },
    color_picker: {
      label: t('Bubble Color'),
      description: t('The colour of the bubbles and of the country under the pointer.'),
    },
    linear_color_scheme: {
      label: t('Country Color Scheme'),
      visibility: colorByMetric,
    },
    color_scheme: {
      label: t('Country Color Scheme'),
      visibility: (state) => !colorByMetric(state),
    },
  },
};
