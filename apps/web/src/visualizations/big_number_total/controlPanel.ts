/** The big number's controls: one metric, filters, and how the number is shown. */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import {
  forceTimestampFormatting,
  headerFontSize,
  metricRequired,
  subheaderFontSize,
  timeFormat,
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
        [headerFontSize],
        [subheaderFontSize],
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
    {
      label: t('Chart Options'),
      expanded: true,
      controlSetRows: [['y_axis_format'], [timeFormat], [forceTimestampFormatting]],
    },
  ],
  controlOverrides: {
    metric: { validators: [metricRequired] },
    y_axis_format: { label: t('Number format') },
  },
};
