/**
 * The cache key of one chart query: sha256 over a canonical JSON of everything that decides its
 * result. The time range is taken AS WRITTEN ("Last week"), never its resolved bounds, so relative
 * ranges stay cacheable for the cache lifetime as in Superset; a dataset edit (changed_on) or a
 * different row-level-security key gives a different key.
 */
import crypto from 'node:crypto';
import type { QueryObject, ResultType } from '@panorama/core/query/query-object';
import { canonicalJson } from './canonical-json';

/** The row-level key of callers no row-level security rule applies to. */
export const NO_RLS_KEY = 'no-rls';

export interface ChartCacheKeyParts {
  /** The normalised query object (time_range as written) the result was computed from. */
  query: QueryObject;
  /** `<dataset id>__table`. */
  datasourceUid: string;
  datasetChangedOn: string;
  databaseId: number;
  resultType: ResultType;
  /** The row limit actually applied (the query's, or the server default). */
  rowLimit: number;
  /** The caller's row-level-security key. */
  rlsKey: string;
}

export function chartCacheKey(parts: ChartCacheKeyParts): string {
  const { query } = parts;
  const payload = {
    query: {
      ...query,
      // Carried separately below; a per-query result_type is already folded into resultType.
      result_type: undefined,
      // FORMULA layers are computed by the browser and never change the data.
      annotation_layers: query.annotation_layers
        .filter((layer) => layer.annotationType !== 'FORMULA')
        .map((layer) => ({
          annotationType: layer.annotationType,
          name: layer.name,
          value: layer.value,
          sourceType: layer.sourceType,
          overrides: layer.overrides,
        })),
    },
    time_range: query.time_range,
    post_processing: query.post_processing,
    time_offsets: query.time_offsets,
    datasource: parts.datasourceUid,
    changed_on: parts.datasetChangedOn,
    database_id: parts.databaseId,
    result_type: parts.resultType,
    row_limit: parts.rowLimit,
    rls: parts.rlsKey,
  };
  return crypto.createHash('sha256').update(canonicalJson(payload)).digest('hex');
}
