/**
 * The controls the deck.gl charts share, by Superset's names and defaults: where rows are on the
 * map (`spatial`, `filter_nulls`), how the map opens (`autozoom`, `viewport`), the base map
 * (`mapbox_style`), cell sizes and 3D (`grid_size`, `extruded`), and the weight metric (`size`)
 * relabelled per chart. Superset's JavaScript controls (js_*) are left out: they would run user
 * code.
 */
import { t } from '../../../i18n/t';
import type { ControlPanelSection, ControlSetRow, NamedControl } from '../../controlPanelTypes';
import { checkbox, named, nonEmpty, selectControl } from '../controls/controlBuilders';
import { querySection } from '../controls/controlSections';
import { DEFAULT_VIEWPORT } from '../viewport';
import { AGGREGATIONS, type Aggregation } from './aggregationChoices';

export const spatialControl = named('spatial', {
  type: 'SpatialControl',
  label: t('Longitude & Latitude'),
  description: t('Point to your spatial columns'),
  default: null,
  validators: [nonEmpty],
});

export const filterNullsControl = named('filter_nulls', {
  type: 'CheckboxControl',
  label: t('Ignore null locations'),
  description: t('Whether to ignore locations that are null'),
  default: true,
});

export const autozoomControl = checkbox(
  'autozoom',
  t('Auto Zoom'),
  t('When checked, the map will zoom to your data after each query'),
  true,
);

export const viewportControl = named('viewport', {
  type: 'ViewportControl',
  label: t('Viewport'),
  description: t('Parameters related to the view and perspective on the map'),
  default: DEFAULT_VIEWPORT,
});

/** Superset's default style; drawn only when the server lists it in DECKGL_BASE_MAP. */
export const DEFAULT_MAP_STYLE = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const mapStyleControl = selectControl('mapbox_style', {
  label: t('Map Style'),
  description: t(
    'Tile server URL of the base map. Only tile servers the administrator configured (DECKGL_BASE_MAP) are drawn; otherwise the map shows country outlines.',
  ),
  freeForm: true,
  default: DEFAULT_MAP_STYLE,
  choices: [[DEFAULT_MAP_STYLE, t('Streets (OSM)')]],
});

export const gridSizeControl = named('grid_size', {
  type: 'TextControl',
  label: t('Grid Size'),
  description: t('Defines the grid size in pixels'),
  renderTrigger: true,
  isInt: true,
  default: 20,
});

export const extrudedControl = checkbox(
  'extruded',
  t('Extruded'),
  t('Whether to make the grid 3D'),
  true,
);

/** A select of aggregation functions (Superset's labels are the function names). */
export function aggregationControl(
  name: string,
  choices: readonly Aggregation[] = AGGREGATIONS,
): NamedControl {
  return selectControl(name, {
    label: name === 'js_agg_function' ? t('Dynamic Aggregation Function') : t('Aggregation'),
    description: t('The function to use when aggregating points into groups'),
    default: 'sum',
    choices: choices.map((choice) => [choice, t(choice)]),
  });
}

/** The query section of the point-aggregating charts: location, weight, limit and filters. */
export function spatialQuerySection(extraRows: ControlSetRow[] = []): ControlPanelSection {
  return querySection([
    [spatialControl],
    ['size'],
    ['row_limit'],
    [filterNullsControl],
    ['adhoc_filters'],
    ...extraRows,
  ]);
}

/** The `size` control as the weight of a density chart. */
export const WEIGHT_OVERRIDE = {
  label: t('Weight'),
  description: t("Metric used as a weight for the grid's coloring"),
  validators: [nonEmpty],
};
