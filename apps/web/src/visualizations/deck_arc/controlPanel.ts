/** The deck.gl Arc control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { PRIMARY_COLOR } from '../shared/controls/sharedControls';
import { colorControl, columnControl, named, nonEmpty } from '../shared/controls/controlBuilders';
import { querySection } from '../shared/controls/controlSections';
import {
  autozoomControl,
  filterNullsControl,
  mapStyleControl,
  viewportControl,
} from '../shared/deck/deckControls';
import { legendFormatControl, legendPositionControl } from '../shared/deck/legendControls';

function endpointControl(name: string, label: string) {
  return named(name, {
    type: 'SpatialControl',
    label,
    description: t('Point to your spatial columns'),
    default: null,
    validators: [nonEmpty],
  });
}

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        endpointControl('start_spatial', t('Start Longitude & Latitude')),
        endpointControl('end_spatial', t('End Longitude & Latitude')),
      ],
      ['row_limit', filterNullsControl],
      ['adhoc_filters'],
    ]),
    {
      label: t('Map'),
      expanded: true,
      controlSetRows: [[mapStyleControl], [autozoomControl, viewportControl]],
    },
    {
      label: t('Arc'),
      expanded: true,
      controlSetRows: [
        [
          'color_picker',
          colorControl(
            'target_color_picker',
            t('Target Color'),
            t('Color of the target location'),
            PRIMARY_COLOR,
          ),
        ],
        [
          columnControl(
            'dimension',
            t('Categorical Color'),
            t('Pick a dimension from which categorical colors are defined'),
            false,
          ),
          'color_scheme',
        ],
        [
          named('stroke_width', {
            type: 'SelectControl',
            freeForm: true,
            label: t('Stroke Width'),
            default: null,
            renderTrigger: true,
            choices: [1, 2, 3, 4, 5].map((width) => [width, String(width)]),
          }),
          legendPositionControl,
        ],
        [legendFormatControl, null],
      ],
    },
  ],
};
