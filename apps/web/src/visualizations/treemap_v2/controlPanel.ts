/** The Treemap control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlPanelState } from '../controlPanelTypes';
import {
  checkbox,
  categoryDateFormatControl,
  labelTypeControl,
  nonEmpty,
  numberFormatControl,
  sortByMetricControl,
  withVisibility,
} from '../shared/controls/controlBuilders';
import {
  querySection,
  chartOptionsSection,
  METRIC_PER_GROUP_ROWS,
} from '../shared/controls/controlSections';

const labelsShown = ({ formData }: ControlPanelState) =>
  formData.show_labels !== false || formData.show_upper_labels !== false;

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([...METRIC_PER_GROUP_ROWS, [sortByMetricControl()]]),
    chartOptionsSection([
      ['color_scheme'],
      [checkbox('show_labels', t('Show Labels'), t('Write labels on the rectangles.'), true)],
      [
        checkbox(
          'show_upper_labels',
          t('Show Upper Labels'),
          t('Write the name of each group that has subgroups in a strip along its top.'),
          true,
        ),
      ],
      [withVisibility(labelTypeControl('key_value'), labelsShown)],
      [numberFormatControl('number_format')],
      [categoryDateFormatControl()],
    ]),
  ],
  controlOverrides: {
    groupby: {
      label: t('Dimensions'),
      description: t('The levels of the hierarchy, outermost first.'),
      validators: [nonEmpty],
    },
    metric: { description: t('Sizes the rectangles.') },
  },
};
