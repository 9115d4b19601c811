/**
 * The saved charts a multi-layer map can draw: every deck.gl chart type except itself. The
 * deck.gl charts picker lists exactly these.
 */
import { BUILT_IN_VIZ_TYPES } from '@panorama/core/visualizations/built-in-viz-types';
import { risonParam } from '../../components/list-view/resourceUrls';

export const LAYER_VIZ_TYPES: readonly string[] = BUILT_IN_VIZ_TYPES.filter(
  (vizType) => vizType.startsWith('deck_') && vizType !== 'deck_multi',
);

/** Enough for a picker searched by typing. */
const PAGE_SIZE = 1000;

export function isLayerVizType(vizType: unknown): boolean {
  return typeof vizType === 'string' && LAYER_VIZ_TYPES.includes(vizType);
}

/** The chart list call answering the picker: saved deck.gl charts by name. */
export const LAYER_CHARTS_URL = `/api/v1/chart/?q=${risonParam({
  columns: ['id', 'slice_name', 'viz_type'],
  filters: [{ col: 'viz_type', opr: 'in', value: [...LAYER_VIZ_TYPES] }],
  order_column: 'slice_name',
  order_direction: 'asc',
  page: 0,
  page_size: PAGE_SIZE,
})}`;

/** The list's rows as picker options: each chart by its name (its id when it has none). */
export function layerChartOptions(data: unknown): Array<{ value: number; label: string }> {
  const rows = (data as { result?: unknown } | null)?.result;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { id, slice_name: name } = row as Record<string, unknown>;
    if (typeof id !== 'number') return [];
    return [{ value: id, label: typeof name === 'string' && name !== '' ? name : `#${id}` }];
  });
}
