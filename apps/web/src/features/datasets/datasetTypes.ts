/** A row of `GET /api/v1/dataset/` as the dataset list reads it. */
import type { OwnerRef } from '../../components/list-view/ownerNames';

export interface DatasetRow {
  id: number;
  table_name: string;
  schema: string | null;
  kind: 'physical' | 'virtual';
  database: { id: number; database_name: string };
  description: string | null;
  explore_url?: string;
  certified_by: string | null;
  certification_details: string | null;
  owners: OwnerRef[];
  changed_on_delta_humanized: string;
  changed_on_utc?: string;
  changed_by_name?: string | null;
}

/** The chart editor on this dataset. */
export function datasetExplorePath(dataset: Pick<DatasetRow, 'id'>): string {
  return `/explore/?datasource_type=table&datasource_id=${dataset.id}`;
}
