/**
 * An explore permalink of a dashboard chart as it queries here (the chart menu's Share, and Edit
 * chart when dashboard filters reach the chart). Explore's API is loaded on the first use, so
 * viewing a dashboard does not download it.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { AppDispatch } from '../../../store/store';
import { loadExploreApi } from '../../explore';

export function createChartPermalink(formData: QueryFormData) {
  return async (dispatch: AppDispatch): Promise<{ key: string; url: string }> => {
    const exploreApi = await loadExploreApi();
    return dispatch(exploreApi.endpoints.createExplorePermalink.initiate({ formData })).unwrap();
  };
}
