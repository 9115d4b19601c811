/** The bullet chart's controls (Superset's legacy bullet names). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, NamedControl } from '../controlPanelTypes';
import { named } from '../shared/controls/controlBuilders';
import { chartOptionsSection } from '../shared/controls/controlSections';

function listControl(name: string, label: string, description: string): NamedControl {
  return named(name, { type: 'TextControl', label, description, default: '', renderTrigger: true });
}

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: t('Query'),
      expanded: true,
      controlSetRows: [['metric'], ['adhoc_filters']],
    },
    chartOptionsSection([
      [listControl('ranges', t('Ranges'), t('Ranges to highlight with shading'))],
      [listControl('range_labels', t('Range labels'), t('Labels for the ranges'))],
      [listControl('markers', t('Markers'), t('List of values to mark with triangles'))],
      [listControl('marker_labels', t('Marker labels'), t('Labels for the markers'))],
      [listControl('marker_lines', t('Marker lines'), t('List of values to mark with lines'))],
      [
        listControl(
          'marker_line_labels',
          t('Marker line labels'),
          t('Labels for the marker lines'),
        ),
      ],
    ]),
  ],
};
