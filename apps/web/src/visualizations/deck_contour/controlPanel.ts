/** The deck.gl Contour control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { named } from '../shared/controls/controlBuilders';
import { PRIMARY_COLOR } from '../shared/controls/sharedControls';
import {
  aggregationControl,
  autozoomControl,
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
      controlSetRows: [
        [mapStyleControl],
        [autozoomControl, viewportControl],
        [
          named('cellSize', {
            type: 'TextControl',
            label: t('Cell Size'),
            description: t('The size of each cell in meters'),
            isInt: true,
            default: 300,
            renderTrigger: true,
          }),
        ],
        [aggregationControl('aggregation', ['sum', 'min', 'max', 'mean'])],
        [
          named('contours', {
            type: 'CollectionControl',
            controlName: 'ContourItemControl',
            label: t('Contours'),
            description: t(
              'Define contour layers. Isolines represent a collection of line segments that serparate the area above and below a given threshold. Isobands represent a collection of polygons that fill the are containing values in a given threshold range.',
            ),
            renderTrigger: true,
            default: [],
            itemGenerator: () => ({ color: PRIMARY_COLOR, lowerThreshold: 1, strokeWidth: 1 }),
            addTooltip: t('Add a contour'),
            placeholder: t('No contours: one isoline at 1'),
          }),
        ],
      ],
    },
  ],
  controlOverrides: { size: WEIGHT_OVERRIDE },
};
