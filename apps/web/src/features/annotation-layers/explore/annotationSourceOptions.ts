/**
 * Where the annotation layer control finds its sources: stored layers from the annotation layer
 * list, saved charts of the right kinds from the chart list, each as `{value: id, label}`.
 */
import { risonParam } from '../../../components/list-view/resourceUrls';
import { SOURCE_CHART_VIZ_TYPES, type AnnotationSourceType } from './annotationLayerConfig';

export interface SourceOption {
  value: number;
  label: string;
}

/** Enough for a picker searched by typing. */
export const SOURCE_PAGE_SIZE = 1000;

/** The list call answering the options of a source, or null for a formula. */
export function sourceOptionsUrl(sourceType: AnnotationSourceType): string | null {
  switch (sourceType) {
    case '':
      return null;
    case 'NATIVE':
      return `/api/v1/annotation_layer/?q=${risonParam({
        columns: ['id', 'name'],
        order_column: 'name',
        order_direction: 'asc',
        page: 0,
        page_size: SOURCE_PAGE_SIZE,
      })}`;
    case 'line':
    case 'table':
      return `/api/v1/chart/?q=${risonParam({
        columns: ['id', 'slice_name', 'viz_type'],
        filters: [{ col: 'viz_type', opr: 'in', value: [...SOURCE_CHART_VIZ_TYPES[sourceType]] }],
        order_column: 'slice_name',
        order_direction: 'asc',
        page: 0,
        page_size: SOURCE_PAGE_SIZE,
      })}`;
  }
}

/** List rows as options: layers by name, charts by slice name; other rows are skipped. */
export function sourceOptionsFromRows(rows: readonly unknown[]): SourceOption[] {
  return rows.flatMap((row) => {
    if (typeof row !== 'object' || row === null) return [];
    const { id, name, slice_name: sliceName } = row as Record<string, unknown>;
    if (typeof id !== 'number') return [];
    const label = typeof name === 'string' ? name : typeof sliceName === 'string' ? sliceName : '';
    return [{ value: id, label: label !== '' ? label : `#${id}` }];
  });
}
