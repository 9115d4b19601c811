/**
 * The legend controls of ECharts chart types (Superset's names: show_legend, legendType,
 * legendOrientation, legendMargin), as control panel rows.
 */
import { t } from '../../../i18n/t';
import type { ControlPanelState, ControlSetRow } from '../../controlPanelTypes';

const legendShown = ({ formData }: ControlPanelState) => formData.show_legend !== false;

export function legendControlRows(): ControlSetRow[] {
  return [
    [
      {
        name: 'show_legend',
        config: {
          type: 'CheckboxControl',
          label: t('Show legend'),
          description: t('Show a legend naming each series.'),
          renderTrigger: true,
          default: true,
        },
      },
    ],
    [
      {
        name: 'legendType',
        config: {
          type: 'SelectControl',
          label: t('Type'),
          description: t('Plain shows every entry; scroll pages through them on one line.'),
          renderTrigger: true,
          clearable: false,
          default: 'scroll',
          choices: [
            ['scroll', t('Scroll')],
            ['plain', t('Plain')],
          ],
          visibility: legendShown,
        },
      },
      {
        name: 'legendOrientation',
        config: {
          type: 'SelectControl',
          label: t('Orientation'),
          description: t('Which side of the chart the legend sits on.'),
          renderTrigger: true,
          clearable: false,
          default: 'top',
          choices: [
            ['top', t('Top')],
            ['bottom', t('Bottom')],
            ['left', t('Left')],
            ['right', t('Right')],
          ],
          visibility: legendShown,
        },
      },
    ],
    [
      {
        name: 'legendMargin',
        config: {
          type: 'TextControl',
          label: t('Margin'),
          description: t('Pixels kept free for the legend.'),
          renderTrigger: true,
          isInt: true,
          default: null,
          visibility: legendShown,
        },
      },
    ],
  ];
}
