/**
 * What a saved chart stands on. A dataset's chart is saved on that dataset; a SQL Lab query is no
 * place to keep a chart (it is its author's scratch work), so, as in Superset, the query is first
 * saved as a virtual dataset under the name given and the chart is saved on that dataset.
 */
import { datasourceKey, type QueryFormData } from '@panorama/core/query/form-data';
import { t } from '../../../i18n/t';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type { SqllabVizData } from '../datasource-panel/datasourcePanelApi';
import { isQueryDatasource } from '../datasource-panel/datasourceInfo';
import { sqllabVizData } from '../datasource-panel/saveAsDataset';

export interface ChartSource {
  datasource: { id: number; type: string };
  formData: QueryFormData;
}

export const DATASET_NAME_REQUIRED = 'A dataset name is required to save a chart built on a query';

/** The datasource and form data to save the chart with; saves the query as a dataset if needed. */
export async function chartSourceFor(
  datasource: DatasourceJson,
  formData: QueryFormData,
  datasetName: string,
  saveDataset: (data: SqllabVizData) => Promise<Pick<DatasourceJson, 'id'>>,
): Promise<ChartSource> {
  if (!isQueryDatasource(datasource)) {
    return { datasource: { id: datasource.id, type: datasource.type ?? 'table' }, formData };
  }
  const data = sqllabVizData(datasource, datasetName);
  if (data === null) throw new Error(t(DATASET_NAME_REQUIRED));
  const dataset = await saveDataset(data);
  return {
    datasource: { id: dataset.id, type: 'table' },
    formData: { ...formData, datasource: datasourceKey(dataset.id, 'table') },
  };
}
