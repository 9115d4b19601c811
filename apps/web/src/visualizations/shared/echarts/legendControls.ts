/**
 * The legend controls of ECharts chart types (Superset's names: show_legend, legendType,
 * legendOrientation, legendMargin), as control panel rows.
 */
import { t } from '../../../i18n/t';
import type { ControlPanelState, ControlSetRow } from '../../controlPanelTypes';
import { checkbox, selectControl, textInputControl } from '../controls/controlBuilders';

const legendShown = ({ formData }: ControlPanelState) => formData.show_legend !== false;

export function legendControlRows(): ControlSetRow[] {
  return [
    [checkbox('show_legend', t('Show legend'), t('Show a legend naming each series.'), true)],
    [
      selectControl('legendType', {
        label: t('Type'),
        description: t('Plain shows every entry; scroll pages through them on one line.'),
        default: 'scroll',
        choices: [
          ['scroll', t('Scroll')],
          ['plain', t('Plain')],
        ],
        visibility: legendShown,
      }),
      selectControl('legendOrientation', {
        label: t('Orientation'),
        description: t('Which side of the chart the legend sits on.'),
        default: 'top',
        choices: [
          ['top', t('Top')],
          ['bottom', t('Bottom')],
          ['left', t('Left')],
          ['right', t('Right')],
        ],
        visibility: legendShown,
      }),
    ],
    [
      textInputControl('legendMargin', {
        label: t('Margin'),
        description: t('Pixels kept free for the legend.'),
        isInt: true,
        default: null,
        visibility: legendShown,
      }),
    ],
  ];
}
