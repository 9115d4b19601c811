/** The Sankey Chart control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import {
  columnControl,
  numberFormatControl,
  sortByMetricControl,
} from '../shared/controls/controlBuilders';
import { querySection } from '../shared/controls/controlSections';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [columnControl('source', t('Source'), t('The column the flows start from.'), true)],
      [columnControl('target', t('Target'), t('The column the flows end at.'), true)],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      [sortByMetricControl()],
    ]),
    {
      label: t('Chart Options'),
      expanded: true,
      controlSetRows: [['color_scheme'], [numberFormatControl('number_format')]],
    },
  ],
  controlOverrides: {
    metric: { description: t('The size of each flow.') },
  },
};
