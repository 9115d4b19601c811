/**
 * A SQL Lab query as a chart's datasource (`datasource_type=query`): explore opens on it and the
 * chart-data engine runs charts over its SQL (the engine's QueryDatasources port).
 *
 * Only the user who ran the query, or someone who sees every query (admins), may use it, and only
 * while they may still see its database: anyone else gets the 404 a missing query gets. Its SQL is
 * checked again on every use (query-datasource-sql.ts); a table it reads that the caller may no
 * longer read is a 403, as in SQL Lab; the caller's row-level rules are applied to every table it
 * reads, so a chart never shows rows a dataset on the same table would hide.
 */
import { NotFoundError } from '@panorama/core/errors/app-error';
import { queryDatasourceName, type QueryDatasource } from '@panorama/core/schemas/query-datasource';
import type { DialectName } from '@panorama/sql/dialects/dialect';
import { wrapTableReferences } from '@panorama/sql/row-level/wrap-table-references';
import type { Kysely } from 'kysely';
import type {
  ConnectorSource,
  QueryDatasourceRows,
  QueryDatasources,
} from '../../engine/chart-data/chart-data-ports';
import { NO_RLS_KEY } from '../../engine/cache/chart-cache-key';
import {
  queryColumnRows,
  queryDatasourceUid,
  queryMetricRows,
} from '../../engine/chart-data/query-chart-datasource';
import { has, type Principal } from '../../security/principal';
import type { DatabaseRow, MetadataSchema, QueryRow } from '../../store/schema';
import type { DatabasesService } from '../databases/databases.service';
import { columnData, metricData } from '../datasets/datasource-data';
import { queryColumns } from '../datasets/dataset-source';
import { readSource } from '../datasets/dataset-source-access';
import { timeGrainChoices } from '../datasets/time-grains';
import type { TemplateSettings } from '../row-level-security/row-level-templates';
import { assertTableAccess, connectionDefaultSchema } from '../sql-access/table-access';
import { loadTableRowLevelFilters } from '../sql-access/table-row-level-filters';
import { QUERY_NOT_FOUND } from './queries.service';
import { seesAllQueries } from './queries.list-spec';
import { QueriesRepository } from './queries.repository';
import { checkQuerySql, type CheckedQuerySql } from './query-datasource-sql';
import { templateParamsOf } from './query-serializer';

interface UsableQuery {
  row: QueryRow;
  database: DatabaseRow;
  checked: CheckedQuerySql;
}

export class QueryDatasourceService implements QueryDatasources {
  private readonly repo: QueriesRepository;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly deps: {
      databases: DatabasesService;
      connectors: ConnectorSource;
      templates: TemplateSettings;
    },
  ) {
    this.repo = new QueriesRepository(db);
  }

  /**
   * Where the query ran, for opening its SQL in SQL Lab again: its owner's or an admin's, on a
   * database they still see; 404 otherwise. Its SQL is not checked: SQL Lab checks what it runs.
   */
  async location(
    queryId: number,
    principal: Principal,
  ): Promise<{ dbId: number; schema: string | null }> {
    const row = await this.visibleRow(queryId, principal);
    const database = await this.deps.databases.getVisible(row.database_id, principal);
    return { dbId: database.id, schema: row.schema };
  }

  /** Throws unless the caller may chart the query (404, 403 or 422, as `load`). */
  async assertUsable(queryId: number, principal: Principal): Promise<void> {
    await this.usable(queryId, principal);
  }

  async load(queryId: number, principal: Principal): Promise<QueryDatasourceRows> {
    return (await this.loadWithRow(queryId, principal)).rows;
  }

  private async loadWithRow(
    queryId: number,
    principal: Principal,
  ): Promise<{ rows: QueryDatasourceRows; row: QueryRow }> {
    const { row, database, checked } = await this.usable(queryId, principal);
    const filters = await loadTableRowLevelFilters(
      this.db,
      database,
      principal,
      this.deps.templates,
    );
    const sql = wrapTableReferences(
      checked.sql,
      database.backend as DialectName,
      filters.conditionsFor,
    );
    const columns = await readSource(principal, database, async () =>
      queryColumns(await this.deps.connectors.get(database), sql),
    );
    const rows: QueryDatasourceRows = {
      queryId: row.id,
      name: queryDatasourceName(row.id, row.tab_name),
      database,
      catalog: row.catalog,
      schema: row.schema,
      sql,
      columns,
      rowLevelKey: filters.cacheKeyFor(checked.tables) || NO_RLS_KEY,
      changedOn: row.changed_on,
    };
    return { rows, row };
  }

  /** What explore opens with (Superset's `Query.data`); the SQL shown is the query's own. */
  async datasourceJson(queryId: number, principal: Principal): Promise<QueryDatasource> {
    const { rows, row } = await this.loadWithRow(queryId, principal);
    const columns = queryColumnRows(rows).map(columnData);
    const metrics = queryMetricRows(rows).map(metricData);
    const verboseMap: Record<string, string> = { __timestamp: 'Time' };
    for (const m of metrics) verboseMap[m.metric_name] = m.verbose_name || m.metric_name;
    for (const c of columns) verboseMap[c.column_name] = c.column_name;
    return {
      id: rows.queryId,
      uid: queryDatasourceUid(rows.queryId),
      type: 'query',
      datasource_type: 'query',
      name: rows.name,
      table_name: rows.name,
      datasource_name: rows.name,
      catalog: rows.catalog,
      schema: rows.schema,
      database: {
        id: rows.database.id,
        database_name: rows.database.database_name,
        name: rows.database.database_name,
        backend: rows.database.backend,
      },
      sql: row.sql.trim(),
      columns,
      metrics,
      main_dttm_col: columns.find((c) => c.is_dttm)?.column_name ?? null,
      owners: row.user_id === null ? [] : [row.user_id],
      description: null,
      extra: null,
      cache_timeout: null,
      default_endpoint: null,
      is_managed_externally: false,
      filter_select: true,
      verbose_map: verboseMap,
      order_by_choices: columns.flatMap((c): [string, string][] => [
        [JSON.stringify([c.column_name, true]), `${c.column_name} [asc]`],
        [JSON.stringify([c.column_name, false]), `${c.column_name} [desc]`],
      ]),
      time_grain_sqla: timeGrainChoices(rows.database.backend),
    };
  }

  /** The query row if it is the caller's (or the caller sees every query); 404 otherwise. */
  private async visibleRow(queryId: number, principal: Principal): Promise<QueryRow> {
    // Without the right to read queries, theirs look missing too: ids cannot be probed.
    const mayRead = has(principal, 'can_read', 'Query') && !principal.guest;
    const row = mayRead ? await this.repo.findById(queryId) : undefined;
    const own = row !== undefined && principal.userId !== null && row.user_id === principal.userId;
    if (!row || !(own || seesAllQueries(principal))) throw new NotFoundError(QUERY_NOT_FOUND);
    return row;
  }

  private async usable(queryId: number, principal: Principal): Promise<UsableQuery> {
    const row = await this.visibleRow(queryId, principal);
    const database = await this.deps.databases.getVisible(row.database_id, principal);
    const checked = checkQuerySql(
      row.sql,
      templateParamsOf(row),
      database.backend as DialectName,
      connectionDefaultSchema(database),
    );
    await assertTableAccess(this.db, principal, database, checked.tables);
    return { row, database, checked };
  }
}
