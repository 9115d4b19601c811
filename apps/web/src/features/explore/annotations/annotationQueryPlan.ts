/**
 * Which annotation layers explore must fetch on their own (without re-running the chart): a
 * shown layer that draws server data (EVENT, INTERVAL, TIME_SERIES from a stored layer or
 * another chart) and whose data-relevant fields differ both from the layer the last full query
 * carried (its data came with that result) and from what was already fetched for that name.
 * Style-only edits (colour, width, labels) never query.
 */
import type { AnnotationLayerRequest } from '../../../chart-runtime/runAnnotationQuery';

/** Fields that change what the server returns for a layer. */
function dataSignature(layer: AnnotationLayerRequest): string {
  return JSON.stringify([layer.annotationType, layer.sourceType, layer.value, layer.overrides]);
}

function layersOf(value: unknown): AnnotationLayerRequest[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (layer): layer is AnnotationLayerRequest =>
      typeof layer === 'object' &&
      layer !== null &&
      typeof (layer as { name?: unknown }).name === 'string',
  );
}

function needsServerData(layer: AnnotationLayerRequest): boolean {
  return (
    layer.annotationType !== 'FORMULA' &&
    layer.show !== false &&
    typeof layer.sourceType === 'string' &&
    layer.sourceType !== '' &&
    layer.value !== null &&
    layer.value !== undefined &&
    layer.value !== ''
  );
}

export interface AnnotationQueryPlan {
  /** Layers to query now. */
  toQuery: AnnotationLayerRequest[];
  /** Name → signature after these queries start (what is fetched or fetching). */
  fetched: Record<string, string>;
}

/**
 * @param current the editor's `annotation_layers`
 * @param lastRun the `annotation_layers` of the form data the shown result belongs to
 * @param fetched name → signature of layers already queried on their own since that result
 */
export function planAnnotationQueries(
  current: unknown,
  lastRun: unknown,
  fetched: Readonly<Record<string, string>>,
): AnnotationQueryPlan {
  const ran = new Map(layersOf(lastRun).map((layer) => [layer.name, dataSignature(layer)]));
  const next = { ...fetched };
  const toQuery: AnnotationLayerRequest[] = [];
  for (const layer of layersOf(current)) {
    if (!needsServerData(layer)) continue;
    const signature = dataSignature(layer);
    if (ran.get(layer.name) === signature || next[layer.name] === signature) continue;
    next[layer.name] = signature;
    toQuery.push(layer);
  }
  return { toQuery, fetched: next };
}
