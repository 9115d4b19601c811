/** The big number's controls: one metric, filters, and how the number is shown. */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import {
  BIG_NUMBER_OVERRIDES,
  FONT_SIZE_ROWS,
  NUMBER_FORMAT_SECTION,
} from '../shared/bigNumber/bigNumberControls';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: t('Query'),
      expanded: true,
      controlSetRows: [['metric'], ['adhoc_filters']],
    },
    {
      label: t('Display settings'),
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'subheader',
            config: {
              type: 'TextControl',
              label: t('Subheader'),
              renderTrigger: true,
              description: t('Description text that shows up below your Big Number'),
            },
          },
        ],
        ...FONT_SIZE_ROWS,
        [
          {
            name: 'conditional_formatting',
            config: {
              type: 'ConditionalFormattingControl',
              label: t('Conditional Formatting'),
              description: t('Apply conditional color formatting to metric'),
              default: [],
              renderTrigger: true,
              mapStateToProps: ({ formData }) => ({
                columnOptions: formData.metric ? [formData.metric] : [],
              }),
            },
          },
        ],
      ],
    },
    NUMBER_FORMAT_SECTION,
  ],
  controlOverrides: BIG_NUMBER_OVERRIDES,
};
