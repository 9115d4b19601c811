/**
 * The Chord Diagram control panel (Superset's legacy chord): one source column (`groupby`), one
 * target column (`columns`), one metric; the number format lives in `y_axis_format`.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { nonEmpty, sortByMetricControl } from '../shared/controls/controlBuilders';
import { chartOptionsSection, querySection } from '../shared/controls/controlSections';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['groupby'],
      ['columns'],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      [sortByMetricControl()],
    ]),
    chartOptionsSection([['y_axis_format', null], ['color_scheme']]),
  ],
  controlOverrides: {
    y_axis_format: { label: t('Number format'), description: t('Choose a number format') },
    groupby: {
      label: t('Source'),
      multi: false,
      validators: [nonEmpty],
      description: t('Choose a source'),
    },
    columns: {
      label: t('Target'),
      multi: false,
      validators: [nonEmpty],
      description: t('Choose a target'),
    },
  },
};
