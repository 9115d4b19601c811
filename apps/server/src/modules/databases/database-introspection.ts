/**
 * Browsing a database's catalog through its connector: schemas, tables, a table's columns.
 * What a caller sees follows Superset's rules: database-wide access (database_access, or all data)
 * shows everything; otherwise only the schemas granted with schema_access and the schemas and
 * tables of the datasets granted with datasource_access. Engine error text is shown to admins
 * only (it can carry data or internal names).
 */
import type { Kysely } from 'kysely';
import { NotFoundError, UnprocessableError, isAppError } from '@panorama/core/errors/app-error';
import type {
  DatabaseTablesResponse,
  TableMetadataResponse,
} from '@panorama/core/schemas/database';
import type { AnalyticsConnector, TableInfo } from '../../engine/connectors/connector';
import { getTypeGeneric } from '@panorama/core/columns/type-names';
import { canAccessDatabase, type Principal } from '../../security/principal';
import type { DatabaseRow, MetadataSchema } from '../../store/schema';
import { dataAccessScope } from '../shared/data-access';
import type { DatabasesService } from './databases.service';
import { parseJsonObject } from '@panorama/core/json/json-object';
import { selectStar } from './select-star';

export const METADATA_UNAVAILABLE = 'Unable to load the metadata of this database';

interface CatalogAccess {
  /** Everything in the database. */
  full: boolean;
  schemas: Set<string>;
  /** Granted tables by schema. */
  tables: Map<string, Set<string>>;
}

export class DatabaseIntrospection {
  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly databases: DatabasesService,
  ) {}

  private async access(row: DatabaseRow, principal: Principal): Promise<CatalogAccess> {
    if (principal.isAdmin || canAccessDatabase(principal, row))
      return { full: true, schemas: new Set(), tables: new Map() };
    const scope = dataAccessScope(principal);
    const schemas = new Set(
      scope.schemas.filter((s) => s.database === row.database_name).map((s) => s.schema),
    );
    const tables = new Map<string, Set<string>>();
    if (scope.datasetIds.length) {
      const granted = await this.db
        .selectFrom('datasets')
        .select(['schema', 'table_name'])
        .where('database_id', '=', row.id)
        .where('id', 'in', scope.datasetIds)
        .where('sql', 'is', null)
        .execute();
      for (const d of granted) {
        const schema = d.schema ?? '';
        if (!tables.has(schema)) tables.set(schema, new Set());
        tables.get(schema)?.add(d.table_name);
      }
    }
    return { full: false, schemas, tables };
  }

  private mayListTable(access: CatalogAccess, schema: string, table: string): boolean {
    return (
      access.full || access.schemas.has(schema) || (access.tables.get(schema)?.has(table) ?? false)
    );
  }

  /** Runs a catalog call; engine failures become a 422 whose detail only admins see. */
  private async catalog<T>(
    row: DatabaseRow,
    principal: Principal,
    call: (c: AnalyticsConnector) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(await this.databases.connector(row));
    } catch (err) {
      if (isAppError(err) && (err.code === 'NOT_FOUND' || err.code === 'FORBIDDEN')) throw err;
      const detail =
        principal.isAdmin && err instanceof Error
          ? `${METADATA_UNAVAILABLE}: ${isAppError(err) && typeof err.details === 'string' ? err.details : err.message}`
          : METADATA_UNAVAILABLE;
      throw new UnprocessableError(detail, isAppError(err) ? err.errorType : undefined);
    }
  }

  async schemas(id: number, principal: Principal): Promise<string[]> {
    const row = await this.databases.getVisible(id, principal);
    const access = await this.access(row, principal);
    const schemas = await this.catalog(row, principal, (c) => c.getSchemas());
    if (access.full) return schemas;
    return schemas.filter((s) => access.schemas.has(s) || access.tables.has(s));
  }

  async tables(id: number, schema: string, principal: Principal): Promise<DatabaseTablesResponse> {
    const row = await this.databases.getVisible(id, principal);
    const access = await this.access(row, principal);
    const tables = (await this.catalog(row, principal, (c) => c.getTables(schema))).filter((t) =>
      this.mayListTable(access, schema, t.name),
    );
    const datasets = await this.db
      .selectFrom('datasets')
      .select(['table_name', 'extra'])
      .where('database_id', '=', row.id)
      .where('schema', '=', schema)
      .where('sql', 'is', null)
      .execute();
    const extras = new Map(
      datasets.map((d) => [d.table_name, d.extra ? parseJsonObject(d.extra) : null]),
    );
    return {
      count: tables.length,
      result: tables.map((t) => ({
        value: t.name,
        type: t.type,
        extra: extras.get(t.name) ?? null,
      })),
    };
  }

  /** The table if it exists and the caller may see it; otherwise 404 (no existence oracle). */
  private async visibleTable(
    id: number,
    table: string,
    schema: string,
    principal: Principal,
  ): Promise<{ row: DatabaseRow; info: TableInfo }> {
    const row = await this.databases.getVisible(id, principal);
    const access = await this.access(row, principal);
    if (!this.mayListTable(access, schema, table)) throw new NotFoundError('Table does not exist');
    const info = (await this.catalog(row, principal, (c) => c.getTables(schema))).find(
      (t) => t.name === table,
    );
    if (!info) throw new NotFoundError('Table does not exist');
    return { row, info };
  }

  /** `GET /database/{id}/table/{table}/{schema}/`: Superset's TableMetadataResponseSchema. */
  async tableMetadata(
    id: number,
    table: string,
    schema: string,
    principal: Principal,
  ): Promise<TableMetadataResponse> {
    const { row, info } = await this.visibleTable(id, table, schema, principal);
    const columns = await this.catalog(row, principal, (c) => c.getColumns(schema, table));
    return {
      name: table,
      type: info.type,
      columns: columns.map((c) => ({
        name: c.name,
        type: c.type,
        longType: c.type,
        type_generic: getTypeGeneric(c.type),
        nullable: c.nullable,
        keys: [],
        comment: null,
      })),
      selectStar: selectStar(row.backend, table, schema),
      primaryKey: { constrained_columns: [], name: null },
      foreignKeys: [],
      indexes: [],
      comment: null,
    };
  }

  /** `GET /database/{id}/table_extra/{table}/{schema}/`: none of our engines has partitions. */
  async tableExtra(
    id: number,
    table: string,
    schema: string,
    principal: Principal,
  ): Promise<Record<string, unknown>> {
    await this.visibleTable(id, table, schema, principal);
    return {};
  }

  async selectStar(
    id: number,
    table: string,
    schema: string,
    principal: Principal,
  ): Promise<string> {
    const { row } = await this.visibleTable(id, table, schema, principal);
    return selectStar(row.backend, table, schema);
  }
}
