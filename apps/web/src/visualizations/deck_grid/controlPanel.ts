/** The deck.gl 3D Grid control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import {
  autozoomControl,
  extrudedControl,
  gridSizeControl,
  mapStyleControl,
  spatialQuerySection,
  viewportControl,
} from '../shared/deck/deckControls';
import { nonEmpty } from '../shared/controls/controlBuilders';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    spatialQuerySection(),
    {
      label: t('Map'),
      expanded: true,
      controlSetRows: [
        [mapStyleControl],
        [viewportControl],
        ['color_scheme'],
        [autozoomControl],
        [gridSizeControl],
        [extrudedControl],
      ],
    },
  ],
  controlOverrides: {
    size: {
      label: t('Height'),
      description: t('Metric used to control height'),
      validators: [nonEmpty],
    },
  },
};
