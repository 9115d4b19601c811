/** The Funnel Chart control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlSetRow } from '../controlPanelTypes';
import { legendControlRows } from '../shared/echarts/legendControls';
import { checkbox, numberFormatControl, selectControl } from '../shared/controls/controlBuilders';
import { FUNNEL_LABEL_TYPES, labelTypeChoices } from './funnelLabels';
import {
  METRIC_PER_GROUP_ROWS,
  querySection,
  sortResultsByMetricControl,
} from '../shared/controls/controlSections';

/** Superset's funnel offers no legend type: it drops that control from the legend rows. */
function funnelLegendRows(): ControlSetRow[] {
  return legendControlRows().map((row) =>
    row.filter((cell) => typeof cell !== 'object' || cell?.name !== 'legendType'),
  );
}

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ...METRIC_PER_GROUP_ROWS,
      [sortResultsByMetricControl(true)],
      [
        selectControl('percent_calculation_type', {
          label: t('% calculation'),
          description: t(
            'Display percents in the label and tooltip as the percent of the total value, from the first step of the funnel, or from the previous step in the funnel.',
          ),
          default: 'first_step',
          choices: [
            ['first_step', t('Calculate from first step')],
            ['prev_step', t('Calculate from previous step')],
            ['total', t('Percent of total')],
          ],
        }),
      ],
    ]),
    {
      label: t('Chart Options'),
      expanded: true,
      controlSetRows: [['color_scheme'], ...funnelLegendRows()],
    },
    {
      label: t('Labels'),
      expanded: true,
      controlSetRows: [
        [
          selectControl('label_type', {
            label: t('Label Contents'),
            description: t('What should be shown as the label'),
            default: FUNNEL_LABEL_TYPES.KEY,
            choices: labelTypeChoices(true),
          }),
        ],
        [
          selectControl('tooltip_label_type', {
            label: t('Tooltip Contents'),
            description: t('What should be shown as the tooltip label'),
            default: FUNNEL_LABEL_TYPES.KEY_VALUE_PERCENT,
            choices: labelTypeChoices(false),
          }),
        ],
        [numberFormatControl('number_format', t('Number format'))],
        ['currency_format'],
        [checkbox('show_labels', t('Show Labels'), t('Whether to display the labels.'), true)],
        [
          checkbox(
            'show_tooltip_labels',
            t('Show Tooltip Labels'),
            t('Whether to display the tooltip labels.'),
            true,
          ),
        ],
      ],
    },
  ],
  controlOverrides: {
    row_limit: { default: 10 },
  },
};
