/**
 * Rows and request bodies of the annotation layer API (`/api/v1/annotation_layer/` and its
 * nested `{id}/annotation/`), and where their screens live.
 */
import type { AnnotationLayerRow, AnnotationRow } from '@panorama/core/schemas/annotation-layer';
import { PATHS } from '../../routes/paths';

export const ANNOTATION_LAYERS_RESOURCE = 'annotation_layer';

/** The list-view resource path of one layer's annotations. */
export function annotationsResource(layerId: number): string {
  return `${ANNOTATION_LAYERS_RESOURCE}/${layerId}/annotation`;
}

/** `/annotationlayer/{id}/annotation/`: the screen listing one layer's annotations. */
export function annotationListPath(layerId: number): string {
  return PATHS.annotationList.replace(':layerId', String(Math.trunc(layerId)));
}

export type AnnotationLayerListItem = AnnotationLayerRow;
export type AnnotationListItem = AnnotationRow;

export interface AnnotationLayerBody {
  name: string;
  descr: string | null;
}

export interface AnnotationBody {
  short_descr: string;
  long_descr: string | null;
  start_dttm: string;
  end_dttm: string;
  json_metadata: string | null;
}
