/**
 * The deck.gl Multiple Layers control panel (Superset's control names): the map style, the
 * opening viewport, the saved deck.gl charts drawn as layers (`deck_slices`, chart ids) and
 * filters applied to every layer's query.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { named, nonEmpty } from '../shared/controls/controlBuilders';
import { mapStyleControl, viewportControl } from '../shared/deck/deckControls';
import { LAYER_CHARTS_URL, layerChartOptions } from './layerChartTypes';

const deckSlicesControl = named('deck_slices', {
  type: 'SelectAsyncControl',
  multi: true,
  label: t('deck.gl charts'),
  description: t('Pick a set of deck.gl charts to layer on top of one another'),
  default: [],
  placeholder: t('Select charts'),
  validators: [nonEmpty],
  dataEndpoint: LAYER_CHARTS_URL,
  mutator: layerChartOptions,
  onAsyncErrorMessage: t('Error while fetching charts'),
});

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: t('Map'),
      expanded: true,
      controlSetRows: [[mapStyleControl], [viewportControl], [deckSlicesControl]],
    },
    {
      label: t('Query'),
      expanded: true,
      controlSetRows: [['adhoc_filters']],
    },
  ],
};
