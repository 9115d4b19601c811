/**
 * The data-access rules as the chart-data engine asks for them (its DatasetAccess,
 * RowLevelFilterSource and TableAccessCheck ports), on the metadata store: dataset visibility,
 * the row-level rules of a dataset or of the tables a query's own SQL reads, and the table gate.
 */
import type { Kysely } from 'kysely';
import type {
  DatasetAccess,
  RowLevelFilterSource,
  TableAccessCheck,
} from '../../engine/chart-data/chart-data-ports';
import type { MetadataSchema } from '../../store/schema';
import { loadRowLevelFilters } from '../row-level-security/row-level-filters';
import { isDatasetReadable } from '../shared/dataset-visibility';
import { assertTableAccess } from './table-access';
import { loadTableRowLevelFilters } from './table-row-level-filters';

export interface ChartDataAccess {
  datasets: DatasetAccess;
  rowLevel: RowLevelFilterSource;
  tableAccess: TableAccessCheck;
}

export function chartDataAccess(db: Kysely<MetadataSchema>): ChartDataAccess {
  return {
    datasets: { isReadable: (datasetId, principal) => isDatasetReadable(db, datasetId, principal) },
    rowLevel: {
      forDataset: (datasetId, principal) => loadRowLevelFilters(db, datasetId, principal),
      forTables: (database, principal) => loadTableRowLevelFilters(db, database, principal),
    },
    tableAccess: {
      assertReadable: (principal, database, tables) =>
        assertTableAccess(db, principal, database, tables),
    },
  };
}
