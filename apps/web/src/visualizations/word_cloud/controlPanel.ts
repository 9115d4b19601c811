/** The word cloud's controls (Superset's names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { nonEmpty, selectControl, textInputControl } from '../shared/controls/controlBuilders';
import { DEFAULT_SIZE_FROM, DEFAULT_SIZE_TO } from './transformProps';
import { querySection, sortResultsByMetricControl } from '../shared/controls/controlSections';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['series'],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      [sortResultsByMetricControl(false)],
    ]),
    {
      label: t('Options'),
      expanded: true,
      controlSetRows: [
        [
          textInputControl('size_from', {
            isInt: true,
            label: t('Minimum Font Size'),
            description: t('Font size for the smallest value in the list'),
            default: DEFAULT_SIZE_FROM,
          }),
          textInputControl('size_to', {
            isInt: true,
            label: t('Maximum Font Size'),
            description: t('Font size for the biggest value in the list'),
            default: DEFAULT_SIZE_TO,
          }),
        ],
        [
          selectControl('rotation', {
            label: t('Word Rotation'),
            description: t('Rotation to apply to words in the cloud'),
            default: 'square',
            choices: [
              ['random', t('random')],
              ['flat', t('flat')],
              ['square', t('square')],
            ],
          }),
        ],
        ['color_scheme'],
      ],
    },
  ],
  controlOverrides: {
    series: {
      label: t('Dimension'),
      description: t('The column whose values become the words.'),
      validators: [nonEmpty],
      clearable: false,
    },
    row_limit: { default: 100 },
  },
};
