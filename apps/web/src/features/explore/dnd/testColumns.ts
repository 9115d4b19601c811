/** Dataset columns for the drop-zone tests, named and otherwise complete. */
import type { DatasourceColumn } from '../../../models/datasourceTypes';
import { testColumn } from '../../../testing/testDatasource';

export function column(name: string, extra: Partial<DatasourceColumn> = {}): DatasourceColumn {
  return testColumn({ column_name: name, ...extra });
}
