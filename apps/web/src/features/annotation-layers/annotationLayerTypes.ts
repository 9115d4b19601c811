/**
 * Rows and request bodies of the annotation layer API (`/api/v1/annotation_layer/` and its
 * nested `{id}/annotation/`), and where their screens live.
 */
import type { OwnerRef } from '../../components/list-view/ownerNames';
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

export interface AnnotationLayerListItem {
  id: number;
  name: string;
  descr: string | null;
  changed_on?: string | null;
  changed_on_delta_humanized?: string | null;
  changed_by_name?: string | null;
  created_on?: string | null;
  created_by?: OwnerRef | null;
}

export interface AnnotationListItem {
  id: number;
  short_descr: string;
  long_descr: string | null;
  /** Naive UTC `YYYY-MM-DDTHH:mm:ss`. */
  start_dttm: string;
  end_dttm: string;
  json_metadata: string | null;
  layer: { id: number; name: string };
  changed_on?: string | null;
  changed_on_delta_humanized?: string | null;
}

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
