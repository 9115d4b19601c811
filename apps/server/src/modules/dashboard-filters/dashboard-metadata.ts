/**
 * Reading the filter parts of a dashboard's stored json_metadata. The text is user data (older
 * clients PUT it whole), so anything malformed reads as absent instead of failing the request.
 */
import { isRecord } from '@panorama/core/json/is-record';
import type {
  ChartConfiguration,
  FilterConfigItem,
  GlobalChartConfiguration,
} from '@panorama/core/filters/filter-types';

export type JsonMetadata = Record<string, unknown>;

export function parseJsonMetadata(text: string | null): JsonMetadata {
  if (!text || text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

/** native_filter_configuration items that have an id and a known type, in stored order. */
export function storedFilterConfiguration(metadata: JsonMetadata): FilterConfigItem[] {
  const list = metadata.native_filter_configuration;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is FilterConfigItem =>
      isRecord(item) &&
      typeof item.id === 'string' &&
      (item.type === 'NATIVE_FILTER' || item.type === 'DIVIDER'),
  );
}

export function storedChartConfiguration(metadata: JsonMetadata): ChartConfiguration {
  return isRecord(metadata.chart_configuration)
    ? (metadata.chart_configuration as ChartConfiguration)
    : {};
}

export function storedGlobalChartConfiguration(
  metadata: JsonMetadata,
): GlobalChartConfiguration | undefined {
  const global = metadata.global_chart_configuration;
  if (!isRecord(global) || !isRecord(global.scope) || !Array.isArray(global.chartsInScope)) {
    return undefined;
  }
  const { rootPath, excluded } = global.scope;
  return {
    scope: {
      rootPath: Array.isArray(rootPath) ? rootPath.filter((id) => typeof id === 'string') : [],
      excluded: Array.isArray(excluded) ? excluded.filter((id) => typeof id === 'number') : [],
    },
    chartsInScope: global.chartsInScope.filter((id) => typeof id === 'number'),
  };
}

/** `cross_filters_enabled` defaults to true. */
export function crossFiltersEnabled(metadata: JsonMetadata): boolean {
  return metadata.cross_filters_enabled !== false;
}
