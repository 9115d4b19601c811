/**
 * The data-access rules as the chart-data engine asks for them (its DatasetAccess,
 * RowLevelFilterSource and TableAccessCheck ports), on the metadata store: dataset visibility,
 * the row-level rules of a dataset or of the tables a query's own SQL reads, and the table gate.
 */
import type { Kysely } from 'kysely';
import type {
  DatasetAccess,
  RowLevelFilterSource,
  RowLevelFilters,
  TableAccessCheck,
} from '../../engine/chart-data/chart-data-ports';
import type { Principal } from '../../security/principal';
import { refuseGuestTables, withGuestClauses } from '../row-level-security/guest-row-level';
import type { MetadataSchema } from '../../store/schema';
import { loadRowLevelFilters } from '../row-level-security/row-level-filters';
import { isDatasetReadable } from '../shared/dataset-visibility';
import { assertTableAccess } from './table-access';
import { loadTableRowLevelFilters } from './table-row-level-filters';
import { ChartDataRepository } from '../chart-data/chart-data.repository';
import {
  TEMPLATES_OFF,
  hasTemplatedClause,
  renderRowLevelFilters,
  type TemplateSettings,
} from '../row-level-security/row-level-templates';

export interface ChartDataAccess {
  datasets: DatasetAccess;
  rowLevel: RowLevelFilterSource;
  tableAccess: TableAccessCheck;
}

export function chartDataAccess(
  db: Kysely<MetadataSchema>,
  templates: TemplateSettings = TEMPLATES_OFF,
): ChartDataAccess {
  return {
    datasets: { isReadable: (datasetId, principal) => isDatasetReadable(db, datasetId, principal) },
    rowLevel: {
      async forDataset(datasetId, principal) {
        const filters = await storedRowLevelFilters(db, datasetId, principal, templates);
        return principal.guest ? withGuestClauses(filters, principal.guest, datasetId) : filters;
      },
      forTables: (database, principal) => {
        refuseGuestTables(principal.guest);
        return loadTableRowLevelFilters(db, database, principal, templates);
      },
    },
    tableAccess: {
      assertReadable: (principal, database, tables) => {
        refuseGuestTables(principal.guest);
        return assertTableAccess(db, principal, database, tables);
      },
    },
  };
}

/** The stored rules binding the caller on the dataset, with their templates rendered. */
async function storedRowLevelFilters(
  db: Kysely<MetadataSchema>,
  datasetId: number,
  principal: Principal,
  templates: TemplateSettings,
): Promise<RowLevelFilters> {
  const filters = await loadRowLevelFilters(db, datasetId, principal);
  if (!templates.enabled || !hasTemplatedClause(filters.conditions)) return filters;
  const found = await new ChartDataRepository(db).datasetWithDatabase(datasetId);
  if (!found) return filters;
  return renderRowLevelFilters(filters, found.database.backend, principal, templates);
}
