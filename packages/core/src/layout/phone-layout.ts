/**
 * How a dashboard is drawn on a phone: a screen narrower than a tablet has no room for charts
 * side by side, so every row turns into a column and every component spans the grid's whole
 * width. The layout itself is untouched; only the drawn widths change, so the same dashboard
 * keeps its arrangement on a wider screen.
 */
import { GRID_COLUMN_COUNT } from './layout-constants';

/**
 * The widest viewport, in CSS pixels, drawn as a phone. Ant Design's `md` breakpoint (768 px)
 * is where tablets begin, and the web app's stylesheets use the same edge.
 */
export const PHONE_MAX_WIDTH = 767;

/** The media query that matches a phone's viewport. */
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

/** Whether a viewport this many CSS pixels wide is drawn as a phone. */
export function isPhoneWidth(viewportWidth: number): boolean {
  return viewportWidth > 0 && viewportWidth <= PHONE_MAX_WIDTH;
}

/**
 * Whether the grid stacks: on a phone, except while editing, where the rows and columns being
 * arranged must be seen as they are.
 */
export function stacksLayout(phone: boolean, editing: boolean): boolean {
  return phone && !editing;
}

/**
 * The width in grid columns a chart, markdown or column is drawn at: the whole grid when the
 * layout stacks, its own width (which may be unset, meaning the default) otherwise.
 */
export function drawnColumns(columns: number | undefined, stacked: boolean): number | undefined {
  return stacked ? GRID_COLUMN_COUNT : columns;
}
