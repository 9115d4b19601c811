/** The deck.gl 3D Hexagon control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import {
  aggregationControl,
  autozoomControl,
  extrudedControl,
  gridSizeControl,
  mapStyleControl,
  spatialQuerySection,
  viewportControl,
} from '../shared/deck/deckControls';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    spatialQuerySection(),
    {
      label: t('Map'),
      expanded: true,
      controlSetRows: [
        [mapStyleControl],
        ['color_scheme', viewportControl],
        [autozoomControl],
        [gridSizeControl],
        [extrudedControl],
        [aggregationControl('js_agg_function')],
      ],
    },
  ],
};
