/** The Parallel Coordinates control panel (Superset's legacy `para`: names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { checkbox } from '../shared/controls/controlBuilders';
import { expandedSection, querySection } from '../shared/controls/controlSections';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['series'],
      ['metrics'],
      ['secondary_metric'],
      ['adhoc_filters'],
      ['limit', 'row_limit'],
      ['timeseries_limit_metric'],
      ['order_desc'],
    ]),
    expandedSection(t('Options'), [
      [
        checkbox(
          'show_datatable',
          t('Data Table'),
          t('Whether to display the interactive data table'),
          false,
        ),
        checkbox('include_series', t('Include Series'), t('Include series name as an axis'), false),
      ],
      ['linear_color_scheme'],
    ]),
  ],
};
