/**
 * Annotation layer calls besides the shared list ones: create and edit layers and annotations,
 * read one layer (the annotation screen's title). Writes refresh the affected lists; an
 * annotation change also moves its layer's "Modified" time, so the layer list refreshes too.
 */
import type {
  AnnotationLayerResponse,
  AnnotationLayerWriteResponse,
  AnnotationWriteResponse,
} from '@panorama/core/schemas/annotation-layer';
import { listTag, listViewApi } from '../../components/list-view/listViewApi';
import { refreshesLists } from '../../components/list-view/resourceWrites';
import {
  ANNOTATION_LAYERS_RESOURCE,
  annotationsResource,
  type AnnotationBody,
  type AnnotationLayerBody,
  type AnnotationLayerListItem,
} from './annotationLayerTypes';

const LAYERS_URL = `/api/v1/${ANNOTATION_LAYERS_RESOURCE}`;

const annotationTags = (layerId: number) => [
  listTag(annotationsResource(layerId)),
  listTag(ANNOTATION_LAYERS_RESOURCE),
];

export const annotationLayersApi = listViewApi
  .enhanceEndpoints({ addTagTypes: ['AnnotationLayer'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAnnotationLayer: build.query<AnnotationLayerListItem, number>({
        query: (id) => `${LAYERS_URL}/${id}`,
        transformResponse: (response: AnnotationLayerResponse) => response.result,
        providesTags: (_result, _error, id) => [{ type: 'AnnotationLayer' as const, id }],
      }),
      createAnnotationLayer: build.mutation<AnnotationLayerWriteResponse, AnnotationLayerBody>({
        query: (body) => ({ url: `${LAYERS_URL}/`, method: 'POST', body }),
        invalidatesTags: refreshesLists(ANNOTATION_LAYERS_RESOURCE),
      }),
      updateAnnotationLayer: build.mutation<
        AnnotationLayerWriteResponse,
        { id: number; body: AnnotationLayerBody }
      >({
        query: ({ id, body }) => ({ url: `${LAYERS_URL}/${id}`, method: 'PUT', body }),
        invalidatesTags: (_result, error, { id }) =>
          error
            ? []
            : [listTag(ANNOTATION_LAYERS_RESOURCE), { type: 'AnnotationLayer' as const, id }],
      }),
      createAnnotation: build.mutation<
        AnnotationWriteResponse,
        { layerId: number; body: AnnotationBody }
      >({
        query: ({ layerId, body }) => ({
          url: `/api/v1/${annotationsResource(layerId)}/`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, error, { layerId }) => (error ? [] : annotationTags(layerId)),
      }),
      updateAnnotation: build.mutation<
        AnnotationWriteResponse,
        { layerId: number; id: number; body: AnnotationBody }
      >({
        query: ({ layerId, id, body }) => ({
          url: `/api/v1/${annotationsResource(layerId)}/${id}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_result, error, { layerId }) => (error ? [] : annotationTags(layerId)),
      }),
    }),
  });

export const {
  useGetAnnotationLayerQuery,
  useCreateAnnotationLayerMutation,
  useUpdateAnnotationLayerMutation,
  useCreateAnnotationMutation,
  useUpdateAnnotationMutation,
} = annotationLayersApi;
