/** The deck.gl Screen Grid control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import {
  autozoomControl,
  gridSizeControl,
  mapStyleControl,
  spatialQuerySection,
  viewportControl,
  WEIGHT_OVERRIDE,
} from '../shared/deck/deckControls';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    spatialQuerySection(),
    {
      label: t('Map'),
      expanded: true,
      controlSetRows: [[mapStyleControl], [autozoomControl, viewportControl]],
    },
    {
      label: t('Grid'),
      expanded: true,
      controlSetRows: [[gridSizeControl, 'color_picker']],
    },
  ],
  controlOverrides: { size: WEIGHT_OVERRIDE },
};
