/**
 * The options of a layer's source picker, fetched when the source needs them. Undefined while
 * loading or when the list is not readable (no can_read on Annotation): the form then asks for
 * the id instead.
 */
import { useGetOptionRowsQuery } from '../../../components/list-view/listViewApi';
import type { AnnotationSourceType } from './annotationLayerConfig';
import {
  sourceOptionsFromRows,
  sourceOptionsUrl,
  type SourceOption,
} from './annotationSourceOptions';

export function useAnnotationSourceOptions(
  sourceType: AnnotationSourceType,
): SourceOption[] | undefined {
  const url = sourceOptionsUrl(sourceType);
  const { data, error } = useGetOptionRowsQuery(url ?? '', { skip: url === null });
  if (url === null || error !== undefined || data === undefined) return undefined;
  return sourceOptionsFromRows(data.result);
}
