/** The Sunburst Chart control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlPanelState } from '../controlPanelTypes';
import {
  categoryDateFormatControl,
  checkbox,
  labelsShown,
  labelTypeControl,
  nonEmpty,
  numberFormatControl,
  sortByMetricControl,
  textInputControl,
  withVisibility,
} from '../shared/controls/controlBuilders';
import { querySection, chartOptionsSection } from '../shared/controls/controlSections';

const hasSecondaryMetric = ({ formData }: ControlPanelState) =>
  formData.secondary_metric !== null &&
  formData.secondary_metric !== undefined &&
  formData.secondary_metric !== '';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['columns'],
      ['metric'],
      ['secondary_metric'],
      ['adhoc_filters'],
      ['row_limit'],
      [sortByMetricControl()],
    ]),
    chartOptionsSection([
      ['color_scheme'],
      ['linear_color_scheme'],
      [checkbox('show_labels', t('Show Labels'), t('Write labels on the arcs.'), true)],
      [
        withVisibility(
          textInputControl('show_labels_threshold', {
            label: t('Percentage threshold'),
            description: t('Arcs smaller than this percentage of the total get no label.'),
            isFloat: true,
            default: 5,
          }),
          labelsShown,
        ),
      ],
      [
        checkbox(
          'show_total',
          t('Show Total'),
          t('Write the total in the middle of the chart.'),
          false,
        ),
      ],
      [withVisibility(labelTypeControl('key'), labelsShown)],
      [numberFormatControl('number_format')],
      [categoryDateFormatControl()],
    ]),
  ],
  controlOverrides: {
    columns: {
      label: t('Hierarchy'),
      description: t('The levels of the hierarchy, from the inner ring outwards.'),
      validators: [nonEmpty],
    },
    metric: {
      label: t('Primary Metric'),
      description: t('Sizes the arcs.'),
    },
    secondary_metric: {
      label: t('Secondary Metric'),
      description: t(
        'Optional. Colours each arc by its ratio to the primary metric; without it, arcs are coloured by their name.',
      ),
    },
    color_scheme: {
      description: t('Colours arcs by name when there is no secondary metric.'),
      visibility: (state) => !hasSecondaryMetric(state),
    },
    linear_color_scheme: {
      description: t('Colours arcs by their secondary / primary ratio.'),
      visibility: hasSecondaryMetric,
    },
  },
};
