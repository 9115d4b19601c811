/**
 * The Country Map control panel (Superset's control names and defaults). `select_country` lists
 * only the countries whose maps ship with the app (see countryMaps.ts).
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { named, nonEmpty, numberFormatControl } from '../shared/controls/controlBuilders';
import { COUNTRY_MAPS, DEFAULT_COUNTRY } from './countryMaps';
import { querySection } from '../shared/controls/controlSections';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        named('select_country', {
          type: 'SelectControl',
          label: t('Country'),
          description: t('Which country to plot the map for.'),
          clearable: false,
          default: DEFAULT_COUNTRY,
          choices: COUNTRY_MAPS.map(({ key, label }) => [key, t(label)]),
          validators: [nonEmpty],
        }),
      ],
      ['entity'],
      ['metric'],
      ['adhoc_filters'],
    ]),
    {
      label: t('Chart Options'),
      expanded: true,
      controlSetRows: [[numberFormatControl('number_format')], ['linear_color_scheme']],
    },
  ],
  controlOverrides: {
    entity: {
      label: t('ISO 3166-2 Codes'),
      description: t(
        'Column containing ISO 3166-2 codes of region/province/department in your table (e.g. US-CA).',
      ),
    },
    metric: {
      label: t('Metric'),
      description: t('The metric that shades each region.'),
    },
  },
};
