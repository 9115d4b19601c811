/** The deck.gl Path control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { checkbox, columnControl, selectControl } from '../shared/controls/controlBuilders';
import { querySection } from '../shared/controls/controlSections';
import {
  autozoomControl,
  filterNullsControl,
  mapStyleControl,
  viewportControl,
} from '../shared/deck/deckControls';
import { lineWidthControl, lineWidthUnitControl } from '../shared/deck/lineControls';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        columnControl(
          'line_column',
          t('Lines column'),
          t('The database columns that contains lines information'),
          true,
        ),
      ],
      [
        selectControl('line_type', {
          label: t('Lines encoding'),
          description: t('The encoding format of the lines'),
          default: 'json',
          renderTrigger: false,
          choices: [
            ['polyline', t('Polyline')],
            ['json', t('JSON')],
          ],
        }),
      ],
      ['row_limit'],
      [filterNullsControl],
      ['adhoc_filters'],
    ]),
    {
      label: t('Map'),
      expanded: true,
      controlSetRows: [
        [mapStyleControl],
        [viewportControl],
        ['color_picker'],
        [lineWidthControl],
        [lineWidthUnitControl],
        [checkbox('reverse_long_lat', t('Reverse Lat & Long'), '', false)],
        [autozoomControl],
      ],
    },
  ],
};
