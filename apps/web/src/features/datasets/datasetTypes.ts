import type { DatasetListRow } from '@panorama/core/schemas/dataset';

/** A row of `GET /api/v1/dataset/` as the dataset list reads it (all list columns). */
export type DatasetRow = DatasetListRow;

/** The chart editor on this dataset. */
export function datasetExplorePath(dataset: Pick<DatasetRow, 'id'>): string {
  return `/explore/?datasource_type=table&datasource_id=${dataset.id}`;
}
