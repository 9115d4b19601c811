/**
 * Sizes on the 12-column grid: a component `meta.width` columns wide spans that
 * many column units plus the 16 px gutters between them; heights are `meta.height` × 8 px. A
 * chart or markdown standing directly in a column fills the column's width instead of its own.
 */
import { createContext, useContext } from 'react';
import {
  BACKGROUND_WHITE,
  GRID_BASE_UNIT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_GUTTER_SIZE,
} from '@panorama/core/layout/layout-constants';
import type { LayoutItem } from '@panorama/core/layout/layout-types';

/** Width of one column from the grid's width: 12 columns and 11 gutters fill it. */
export function columnUnitPx(gridWidth: number): number {
  return Math.max(0, (gridWidth - (GRID_COLUMN_COUNT - 1) * GRID_GUTTER_SIZE) / GRID_COLUMN_COUNT);
}

/** Pixel width of a component `columns` wide (clamped to 1..12). */
export function widthPx(columns: number | undefined, unit: number): number {
  const w = Math.min(
    GRID_COLUMN_COUNT,
    Math.max(1, Math.round(columns ?? GRID_DEFAULT_CHART_WIDTH)),
  );
  return Math.floor(w * unit + (w - 1) * GRID_GUTTER_SIZE);
}

/**
 * The width in columns a chart or markdown is drawn at: a COLUMN's children fill the column (as
 * in Superset), so narrowing the column narrows them; anywhere else the component's own width.
 * Pass the result to `widthPx`, as the column itself does with its own `meta.width`.
 */
export function widthColumnsIn(
  ownWidth: number | undefined,
  parent: Pick<LayoutItem, 'type' | 'meta'> | undefined,
): number | undefined {
  return parent?.type === 'COLUMN' ? parent.meta.width : ownWidth;
}

/** Pixel height of a component `units` high. */
export function heightPx(units: number | undefined): number {
  const h = typeof units === 'number' && units > 0 ? units : GRID_DEFAULT_CHART_HEIGHT;
  return Math.round(h * GRID_BASE_UNIT);
}

/** The class of a component's background option. */
export function backgroundClass(background: unknown): string {
  return background === BACKGROUND_WHITE ? 'pn-dash-bg-white' : 'pn-dash-bg-transparent';
}

export interface GridGeometry {
  /** Width of one grid column in pixels (0 until measured). */
  columnUnit: number;
  /** Whether rows are drawn as one column of full-width components (a phone's screen). */
  stacked: boolean;
}

export const GridGeometryContext = createContext<GridGeometry>({ columnUnit: 0, stacked: false });

export function useGridGeometry(): GridGeometry {
  return useContext(GridGeometryContext);
}
