/** Shapes of the explore API (`GET /api/v1/explore/`) and the saved chart it carries. */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ExploreContext, ExploreSlice as OpenedSlice } from '@panorama/core/schemas/explore';

/**
 * The saved chart behind explore (`result.slice`), null for a new chart: as the server opened
 * it, or as a save just stored it (its id, name, type and owners).
 */
export type ExploreSlice = Pick<OpenedSlice, 'slice_id' | 'slice_name' | 'owners'> &
  Partial<OpenedSlice>;

/** The server's answer, its form data read as the query form data it is. */
export type ExploreResult = Omit<ExploreContext, 'form_data'> & { form_data: QueryFormData };

export interface ExploreResponse {
  result: ExploreResult;
}

/** What the URL asks explore to open. */
export interface ExploreUrlParams {
  savedChartId?: number;
  datasourceId?: number;
  datasourceType?: string;
  formDataKey?: string;
  permalinkKey?: string;
  vizType?: string;
  /** Form data the link carries inline (`form_data`), as JSON text, for the server to check. */
  formData?: string;
}
