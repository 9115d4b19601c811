/**
 * The ids a dashboard keeps inside its layout and metadata, turned into uuids on export and back
 * into the new ids on import (Superset's dashboards export command and update_id_refs):
 *
 * - export: every CHART of the layout gets `meta.uuid` (its chartId stays, as the old id the
 *   importer maps from); charts of the dashboard missing from the layout are appended in a new
 *   row; a dashboard without a layout gets the default one; native-filter targets trade
 *   `datasetId` for `datasetUuid`.
 * - import: the old chart ids (known from the layout's chartId + uuid pairs) become the new ids
 *   in the layout, `timed_refresh_immune_slices`, `filter_scopes`, `expanded_slices`,
 *   `default_filters`, native-filter scopes, cross-filter `chart_configuration` and
 *   `global_chart_configuration`; `datasetUuid` becomes the new `datasetId`.
 *
 * Pure functions over decoded JSON; ids that cannot be mapped are dropped, never guessed.
 */
import crypto from 'node:crypto';
import { isJsonObject, type JsonObject } from '@panorama/core/json/json-object';

export const DEFAULT_CHART_WIDTH = 4;
export const DEFAULT_CHART_HEIGHT = 50;
const BACKGROUND_TRANSPARENT = 'BACKGROUND_TRANSPARENT';

export interface ChartRef {
  id: number;
  uuid: string;
  slice_name: string;
}

function objectOr(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}

/** Decodes a stored JSON object text; anything else is `{}` (Superset logs and does the same). */
export function decodeJsonObject(text: string | null | undefined): JsonObject {
  if (!text) return {};
  try {
    return objectOr(JSON.parse(text));
  } catch {
    return {};
  }
}

/** Superset's get_default_position. */
export function defaultPosition(title: string): JsonObject {
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
    GRID_ID: { children: [], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' },
    HEADER_ID: { id: 'HEADER_ID', meta: { text: title }, type: 'HEADER' },
  };
}

function chartItems(position: JsonObject): JsonObject[] {
  return Object.values(position).filter(
    (item): item is JsonObject => isJsonObject(item) && item.type === 'CHART',
  );
}

/** The chart uuids a layout references (Superset's find_chart_uuids). */
export function findChartUuids(position: JsonObject): string[] {
  const uuids = new Set<string>();
  for (const item of chartItems(position)) {
    const uuid = objectOr(item.meta).uuid;
    if (typeof uuid === 'string') uuids.add(uuid);
  }
  return [...uuids];
}

/** The dataset uuids native filters target (Superset's find_native_filter_datasets). */
export function findNativeFilterDatasetUuids(metadata: JsonObject): string[] {
  const uuids = new Set<string>();
  const filters = metadata.native_filter_configuration;
  if (!Array.isArray(filters)) return [];
  for (const filter of filters) {
    const targets = objectOr(filter).targets;
    if (!Array.isArray(targets)) continue;
    for (const target of targets) {
      const uuid = objectOr(target).datasetUuid;
      if (typeof uuid === 'string') uuids.add(uuid);
    }
  }
  return [...uuids];
}

function randomSuffix(length = 8): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.randomBytes(length);
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Superset's append_charts: the charts in a new row of the grid (or loose, without a grid). */
function appendCharts(position: JsonObject, charts: ChartRef[]): void {
  const hashes = charts.map(() => `CHART-${randomSuffix()}`);
  const root = objectOr(position.ROOT_ID);
  const grid = objectOr(position.GRID_ID);
  let rowHash: string | null = null;
  if (
    Array.isArray(root.children) &&
    root.children.includes('GRID_ID') &&
    Array.isArray(grid.children)
  ) {
    rowHash = `ROW-N-${randomSuffix()}`;
    grid.children.push(rowHash);
    position[rowHash] = {
      children: hashes,
      id: rowHash,
      meta: { '0': 'ROOT_ID', background: BACKGROUND_TRANSPARENT },
      type: 'ROW',
      parents: ['ROOT_ID', 'GRID_ID'],
    };
  }
  charts.forEach((chart, index) => {
    const hash = hashes[index] ?? `CHART-${randomSuffix()}`;
    position[hash] = {
      children: [],
      id: hash,
      meta: {
        chartId: chart.id,
        height: DEFAULT_CHART_HEIGHT,
        sliceName: chart.slice_name,
        uuid: chart.uuid,
        width: DEFAULT_CHART_WIDTH,
      },
      type: 'CHART',
      ...(rowHash ? { parents: ['ROOT_ID', 'GRID_ID', rowHash] } : {}),
    };
  });
}

/** The layout as exported: chart uuids filled in from the dashboard's charts, orphans appended. */
export function exportPosition(
  positionJson: string | null,
  title: string,
  members: ChartRef[],
): JsonObject {
  const decoded = decodeJsonObject(positionJson);
  const position = Object.keys(decoded).length ? decoded : defaultPosition(title);
  const byId = new Map(members.map((c) => [c.id, c]));
  for (const item of chartItems(position)) {
    const meta = objectOr(item.meta);
    const chart = typeof meta.chartId === 'number' ? byId.get(meta.chartId) : undefined;
    if (chart) item.meta = { ...meta, uuid: chart.uuid };
  }
  const referenced = new Set(findChartUuids(position));
  const orphans = members.filter((c) => !referenced.has(c.uuid));
  if (orphans.length) appendCharts(position, orphans);
  return position;
}

/** The metadata as exported: native-filter targets name their dataset by uuid, not id. */
export function exportMetadata(
  jsonMetadata: string | null,
  datasetUuids: Map<number, string>,
): JsonObject {
  const metadata = decodeJsonObject(jsonMetadata);
  const filters = metadata.native_filter_configuration;
  if (!Array.isArray(filters)) return metadata;
  for (const filter of filters) {
    if (!isJsonObject(filter) || !Array.isArray(filter.targets)) continue;
    filter.targets = filter.targets.map((target: unknown) => {
      if (!isJsonObject(target) || !('datasetId' in target)) return target;
      const { datasetId, ...rest } = target;
      const uuid = typeof datasetId === 'number' ? datasetUuids.get(datasetId) : undefined;
      return uuid ? { ...rest, datasetUuid: uuid } : rest;
    });
  }
  return metadata;
}

/** The dataset ids native filters target, read from stored metadata (export includes them). */
export function nativeFilterDatasetIds(jsonMetadata: string | null): number[] {
  const filters = decodeJsonObject(jsonMetadata).native_filter_configuration;
  const ids = new Set<number>();
  if (!Array.isArray(filters)) return [];
  for (const filter of filters) {
    const targets = objectOr(filter).targets;
    if (!Array.isArray(targets)) continue;
    for (const target of targets) {
      const id = objectOr(target).datasetId;
      if (typeof id === 'number') ids.add(id);
    }
  }
  return [...ids];
}

function mapIds(value: unknown, idMap: Map<number, number>): number[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((old) => {
    const id = typeof old === 'number' ? idMap.get(old) : undefined;
    return id === undefined ? [] : [id];
  });
}

function mapKeys(value: unknown, idMap: Map<number, number>): JsonObject {
  const out: JsonObject = {};
  for (const [key, entry] of Object.entries(objectOr(value))) {
    const id = /^-?\d+$/.test(key) ? idMap.get(Number(key)) : undefined;
    if (id !== undefined) out[String(id)] = entry;
  }
  return out;
}

/** Remaps a `scope: {excluded, ...}` holder in place, and `chartsInScope` beside it. */
function remapScope(holder: JsonObject, idMap: Map<number, number>): void {
  const scope = holder.scope;
  if (isJsonObject(scope) && Array.isArray(scope.excluded))
    scope.excluded = mapIds(scope.excluded, idMap);
  if (Array.isArray(holder.chartsInScope))
    holder.chartsInScope = mapIds(holder.chartsInScope, idMap);
}

export interface ImportedDashboardRefs {
  position: JsonObject;
  metadata: JsonObject;
  /** The new ids of the charts the layout references, in layout order. */
  chartIds: number[];
}

/**
 * Superset's update_id_refs: rewrites a dashboard's layout and metadata from the bundle's ids to
 * the ids the import gave (chart uuid → new id, dataset uuid → new id). Works on copies.
 */
export function importDashboardRefs(
  positionIn: JsonObject,
  metadataIn: JsonObject,
  chartIds: Map<string, number>,
  datasetIds: Map<string, number>,
): ImportedDashboardRefs {
  const position = structuredClone(positionIn);
  const metadata = structuredClone(metadataIn);

  // Old chart id → new id, through the uuids the layout pairs with the old ids.
  const idMap = new Map<number, number>();
  for (const item of chartItems(position)) {
    const meta = objectOr(item.meta);
    const newId = typeof meta.uuid === 'string' ? chartIds.get(meta.uuid) : undefined;
    if (typeof meta.chartId === 'number' && newId !== undefined) idMap.set(meta.chartId, newId);
  }

  // Removed from Superset's metadata (apache/superset#23228); its presence now means nothing.
  delete metadata.show_native_filters;
  if ('timed_refresh_immune_slices' in metadata)
    metadata.timed_refresh_immune_slices = mapIds(metadata.timed_refresh_immune_slices, idMap);
  if ('filter_scopes' in metadata) {
    const scopes = mapKeys(metadata.filter_scopes, idMap);
    for (const columns of Object.values(scopes)) {
      for (const attributes of Object.values(objectOr(columns))) {
        if (isJsonObject(attributes) && 'immune' in attributes)
          attributes.immune = mapIds(attributes.immune, idMap);
      }
    }
    metadata.filter_scopes = scopes;
  }
  if ('expanded_slices' in metadata)
    metadata.expanded_slices = mapKeys(metadata.expanded_slices, idMap);
  if (typeof metadata.default_filters === 'string') {
    metadata.default_filters = JSON.stringify(
      mapKeys(decodeJsonObject(metadata.default_filters), idMap),
    );
  }

  const layoutChartIds: number[] = [];
  for (const item of chartItems(position)) {
    const meta = objectOr(item.meta);
    const newId = typeof meta.uuid === 'string' ? chartIds.get(meta.uuid) : undefined;
    if (newId !== undefined) {
      item.meta = { ...meta, chartId: newId };
      layoutChartIds.push(newId);
    }
  }

  if (Array.isArray(metadata.native_filter_configuration)) {
    for (const filter of metadata.native_filter_configuration) {
      if (!isJsonObject(filter)) continue;
      if (Array.isArray(filter.targets)) {
        for (const target of filter.targets) {
          if (!isJsonObject(target) || !('datasetUuid' in target)) continue;
          const datasetId =
            typeof target.datasetUuid === 'string' ? datasetIds.get(target.datasetUuid) : undefined;
          delete target.datasetUuid;
          if (datasetId !== undefined) target.datasetId = datasetId;
        }
      }
      remapScope(filter, idMap);
    }
  }

  const global = metadata.global_chart_configuration;
  if (isJsonObject(global)) remapScope(global, idMap);
  if ('chart_configuration' in metadata) {
    const remapped: JsonObject = {};
    for (const [oldKey, config] of Object.entries(objectOr(metadata.chart_configuration))) {
      const newId = /^-?\d+$/.test(oldKey) ? idMap.get(Number(oldKey)) : undefined;
      if (newId === undefined) continue;
      if (isJsonObject(config)) {
        config.id = newId;
        if (isJsonObject(config.crossFilters)) remapScope(config.crossFilters, idMap);
      }
      remapped[String(newId)] = config;
    }
    metadata.chart_configuration = remapped;
  }

  return { position, metadata, chartIds: [...new Set(layoutChartIds)] };
}
