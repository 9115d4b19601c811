/**
 * Superset's `roam` control of the graph and tree charts: whether the mouse wheel zooms the
 * chart, dragging pans it, both, or neither (ECharts' `roam` values).
 */
import { t } from '../../../i18n/t';
import type { NamedControl } from '../../controlPanelTypes';
import { selectControl } from '../controls/controlBuilders';

export function roamControl(description: string, value: boolean): NamedControl {
  return selectControl('roam', {
    label: t('Enable graph roaming'),
    description,
    default: value,
    choices: [
      [false, t('Disabled')],
      ['scale', t('Scale only')],
      ['move', t('Move only')],
      [true, t('Scale and Move')],
    ],
  });
}
