/**
 * A dataset with everything its API shapes show (database, columns, metrics, owners, audit
 * users), loaded for many ids with one query per kind.
 */
import type { Kysely } from 'kysely';
import type {
  DatabaseRow,
  DatasetColumnRow,
  DatasetMetricRow,
  DatasetRow,
  MetadataSchema,
} from '../../store/schema';
import { loadOwners, loadUserRefs, type UserRef } from '../shared/user-refs';
import { isJsonObject } from '@panorama/core/json/json-object';
import type { DatasetsRepository } from './datasets.repository';

export interface DatasetBundle {
  row: DatasetRow;
  database: DatabaseRow;
  columns: DatasetColumnRow[];
  metrics: DatasetMetricRow[];
  owners: UserRef[];
  createdBy: UserRef | null;
  changedBy: UserRef | null;
}

export async function loadBundles(
  db: Kysely<MetadataSchema>,
  repo: DatasetsRepository,
  ids: number[],
): Promise<DatasetBundle[]> {
  const rows = await repo.findByIds(ids);
  const [databases, columns, metrics, owners, users] = await Promise.all([
    repo.databasesByIds(rows.map((r) => r.database_id)),
    repo.columns(ids),
    repo.metrics(ids),
    loadOwners(db, 'dataset_owners', ids),
    loadUserRefs(
      db,
      rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
    ),
  ]);
  const databaseById = new Map(databases.map((d) => [d.id, d]));
  const bundles: DatasetBundle[] = [];
  for (const row of rows) {
    const database = databaseById.get(row.database_id);
    if (!database) continue;
    bundles.push({
      row,
      database,
      columns: columns.get(row.id) ?? [],
      metrics: metrics.get(row.id) ?? [],
      owners: owners.get(row.id) ?? [],
      createdBy: row.created_by_fk === null ? null : (users.get(row.created_by_fk) ?? null),
      changedBy: row.changed_by_fk === null ? null : (users.get(row.changed_by_fk) ?? null),
    });
  }
  return bundles;
}

/** Superset stores a metric currency as a JSON object; older rows may hold a plain code. */
export function currencyValue(text: string | null): string | Record<string, unknown> | null {
  if (!text) return null;
  if (!text.trim().startsWith('{')) return text;
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) ? value : text;
  } catch {
    return text;
  }
}

export function datasetKind(row: Pick<DatasetRow, 'sql'>): 'physical' | 'virtual' {
  return row.sql?.trim() ? 'virtual' : 'physical';
}

export function exploreUrl(row: Pick<DatasetRow, 'id' | 'default_endpoint'>): string {
  return row.default_endpoint || `/explore/?datasource_type=table&datasource_id=${row.id}`;
}
