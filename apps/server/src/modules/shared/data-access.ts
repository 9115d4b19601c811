/**
 * Which datasets a principal may query, from Superset-style data permissions:
 * all_datasource_access / all_database_access (everything), database_access on `[db].(id:N)`,
 * schema_access on `[db].[schema]` and datasource_access on `[db].[table](id:N)`.
 * Lists use it as a SQL condition so hidden objects are filtered in the database, not in memory.
 */
import { type RawBuilder, sql } from 'kysely';
import { canAccessAllDatasources, type Principal } from '../../security/principal';

export interface DataAccessScope {
  all: boolean;
  datasetIds: number[];
  databaseIds: number[];
  schemas: { database: string; schema: string }[];
}

const DATABASE_ACCESS = /^database_access\|\[.*\]\.\(id:(\d+)\)$/;
const DATASOURCE_ACCESS = /^datasource_access\|\[.*\]\.\[.*\]\(id:(\d+)\)$/;
const SCHEMA_ACCESS = /^schema_access\|\[(.*)\]\.\[(.*)\]$/;

export function dataAccessScope(principal: Principal): DataAccessScope {
  if (canAccessAllDatasources(principal))
    return { all: true, datasetIds: [], databaseIds: [], schemas: [] };
  const scope: DataAccessScope = { all: false, datasetIds: [], databaseIds: [], schemas: [] };
  for (const permission of principal.permissions) {
    let m = DATABASE_ACCESS.exec(permission);
    if (m?.[1]) {
      scope.databaseIds.push(Number(m[1]));
      continue;
    }
    m = DATASOURCE_ACCESS.exec(permission);
    if (m?.[1]) {
      scope.datasetIds.push(Number(m[1]));
      continue;
    }
    m = SCHEMA_ACCESS.exec(permission);
    if (m?.[1] !== undefined && m[2] !== undefined)
      scope.schemas.push({ database: m[1], schema: m[2] });
  }
  return scope;
}

/** A condition true when the dataset whose id is `datasetId` is accessible; null when all are. */
export function datasetAccessCondition(
  scope: DataAccessScope,
  datasetId: RawBuilder<unknown>,
): RawBuilder<unknown> | null {
  if (scope.all) return null;
  const alternatives: RawBuilder<unknown>[] = [];
  if (scope.datasetIds.length) alternatives.push(sql`ad.id in (${sql.join(scope.datasetIds)})`);
  if (scope.databaseIds.length)
    alternatives.push(sql`ad.database_id in (${sql.join(scope.databaseIds)})`);
  for (const { database, schema } of scope.schemas) {
    alternatives.push(sql`(adb.database_name = ${database} and ad.schema = ${schema})`);
  }
  if (alternatives.length === 0) return sql`1 = 0`;
  return sql`exists (select 1 from datasets ad inner join databases adb on adb.id = ad.database_id
    where ad.id = ${datasetId} and (${sql.join(alternatives, sql` or `)}))`;
}

/** A condition true when the database whose id is `databaseId` holds anything accessible. */
export function databaseAccessCondition(
  scope: DataAccessScope,
  databaseId: RawBuilder<unknown>,
): RawBuilder<unknown> | null {
  if (scope.all) return null;
  const alternatives: RawBuilder<unknown>[] = [];
  if (scope.databaseIds.length)
    alternatives.push(sql`${databaseId} in (${sql.join(scope.databaseIds)})`);
  const datasetCondition = datasetAccessCondition(scope, sql`dd.id`);
  if (datasetCondition) {
    alternatives.push(
      sql`exists (select 1 from datasets dd where dd.database_id = ${databaseId} and ${datasetCondition})`,
    );
  }
  return alternatives.length ? sql`(${sql.join(alternatives, sql` or `)})` : sql`1 = 0`;
}

export function canAccessDatasetRow(
  scope: DataAccessScope,
  dataset: { id: number; database_id: number; schema: string | null },
  databaseName: string,
): boolean {
  return (
    scope.all ||
    scope.datasetIds.includes(dataset.id) ||
    scope.databaseIds.includes(dataset.database_id) ||
    scope.schemas.some((s) => s.database === databaseName && s.schema === dataset.schema)
  );
}
