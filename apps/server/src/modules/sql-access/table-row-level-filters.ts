/**
 * The row-level rules binding a caller on the tables their own SQL reads (SQL Lab with
 * RLS_IN_SQLLAB, alert SQL, custom SQL sub-queries), as Superset's RLS_IN_SQLLAB finds them: the
 * rules of every physical dataset whose table is the one referenced (same database, schema and
 * table name, compared as the engine compares names). Several datasets on one table all apply
 * (their conditions are AND'ed), so the strictest reading wins. Read from the store on every
 * query, like the datasets' own rules.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TableReference } from '@panorama/sql/guard/table-references';
import type { Principal } from '../../security/principal';
import type { DatabaseRow, MetadataSchema } from '../../store/schema';
import { loadRowLevelFilters } from '../row-level-security/row-level-filters';
import { RowLevelSecurityRepository } from '../row-level-security/row-level-security.repository';
import type { TableRowLevelFilters } from '../../engine/chart-data/chart-data-ports';
import { connectionDefaultSchema, sameTableName } from './table-access';
import {
  TEMPLATES_OFF,
  renderRowLevelFilters,
  type TemplateSettings,
} from '../row-level-security/row-level-templates';

interface RuledTable {
  schema: string | null;
  table: string;
  conditions: string[][];
}

export async function loadTableRowLevelFilters(
  db: Kysely<MetadataSchema>,
  database: DatabaseRow,
  principal: Principal,
  templates: TemplateSettings = TEMPLATES_OFF,
): Promise<TableRowLevelFilters> {
  const defaultSchema = connectionDefaultSchema(database);
  const datasets = await new RowLevelSecurityRepository(db).ruledPhysicalDatasets(database.id);
  const ruled: RuledTable[] = [];
  for (const dataset of datasets) {
    const { conditions } = renderRowLevelFilters(
      await loadRowLevelFilters(db, dataset.id, principal),
      database.backend,
      principal,
      templates,
    );
    if (conditions.length > 0) {
      ruled.push({
        schema: dataset.schema ?? defaultSchema,
        table: dataset.table_name,
        conditions,
      });
    }
  }
  const matching = (ref: TableReference): RuledTable[] => {
    // Any catalog: a name qualified with the connection's own catalog is still the same table.
    const schema = ref.schema ?? defaultSchema;
    if (schema === null) return [];
    return ruled.filter(
      (r) =>
        r.schema !== null &&
        sameTableName(r.schema, schema, ref.caseInsensitive) &&
        sameTableName(r.table, ref.table, ref.caseInsensitive),
    );
  };
  return {
    conditionsFor: (ref) => matching(ref).flatMap((r) => r.conditions),
    cacheKeyFor(refs) {
      const applied = [...new Set(refs.flatMap(matching))];
      if (applied.length === 0) return '';
      const body = applied.map((r) => [r.schema, r.table, r.conditions]);
      return crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex');
    },
  };
}
