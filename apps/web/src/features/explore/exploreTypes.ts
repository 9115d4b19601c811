/** Shapes of the explore API (`GET /api/v1/explore/`) and the saved chart it carries. */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { DatasourceJson } from '../../models/datasourceTypes';

/** The saved chart behind explore (`result.slice`), null for a new chart. */
export interface ExploreSlice {
  slice_id: number;
  slice_name: string;
  description?: string | null;
  cache_timeout?: number | null;
  certified_by?: string | null;
  certification_details?: string | null;
  is_managed_externally?: boolean;
  viz_type?: string;
  form_data?: QueryFormData;
  /** Owner ids. */
  owners: Array<number | { id: number }>;
  slice_url?: string;
  changed_on?: string;
  [key: string]: unknown;
}

export interface ExploreMessage {
  title?: string;
  body?: string;
}

export interface ExploreResult {
  dataset: DatasourceJson | Record<string, never> | null;
  form_data: QueryFormData;
  slice: ExploreSlice | null;
  message: ExploreMessage | string | null;
}

export interface ExploreResponse {
  result: ExploreResult;
}

/** What the URL asks explore to open. */
export interface ExploreUrlParams {
  sliceId?: number;
  datasourceId?: number;
  datasourceType?: string;
  formDataKey?: string;
  permalinkKey?: string;
  vizType?: string;
}
