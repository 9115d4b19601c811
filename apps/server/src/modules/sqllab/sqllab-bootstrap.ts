/**
 * `GET /api/v1/sqllab/`: what SQL Lab needs to open, as Superset's SqlLabRestApi answers it:
 * `{result: {active_tab, tab_state_ids, databases, queries}}`: the active tab in full, every tab
 * as `[id, label]`, the databases exposed in SQL Lab that the user can see (by id), and the
 * user's recent runs from those tabs (by client id).
 */
import type { Kysely } from 'kysely';
import type { SqlLabBootstrapResponse, SqlLabDatabase } from '@panorama/core/schemas/sqllab';
import { runList } from '../../rest/list-engine';
import { MAX_PAGE_SIZE } from '../../rest/rison-query';
import { requireUser, type Principal } from '../../security/principal';
import type { MetadataSchema } from '../../store/schema';
import type { DatabasesService } from '../databases/databases.service';
import type { QueriesRepository } from '../queries/queries.repository';
import { loadQueryRefs, toQueryDict } from '../queries/query-serializer';
import type { TabStateService } from './tab-state.service';

/** How many of the tabs' runs the page starts with; older ones are in the history. */
const BOOTSTRAP_QUERY_LIMIT = 100;

/** The database fields SQL Lab's pickers and run options read. */
const BOOTSTRAP_DATABASE_COLUMNS = [
  'id',
  'database_name',
  'backend',
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_ctas',
  'allow_cvas',
  'allow_file_upload',
  'allow_multi_catalog',
  'allows_subquery',
  'allows_cost_estimate',
  'allows_virtual_table_explore',
  'disable_data_preview',
];

export async function sqlLabBootstrap(
  deps: {
    db: Kysely<MetadataSchema>;
    databases: DatabasesService;
    queries: QueriesRepository;
    tabs: TabStateService;
  },
  principal: Principal,
): Promise<SqlLabBootstrapResponse> {
  const overview = await deps.tabs.overview(principal);
  const user = requireUser(principal);
  const list = await runList(
    deps.db,
    deps.databases.listSpec,
    {
      filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
      order_column: 'database_name',
      order_direction: 'asc',
      page: 0,
      page_size: MAX_PAGE_SIZE,
      columns: BOOTSTRAP_DATABASE_COLUMNS,
      keys: ['none'],
    },
    { principal: user },
  );
  // The list engine answers untyped rows; these hold BOOTSTRAP_DATABASE_COLUMNS.
  const databases = Object.fromEntries(
    list.result.map((db) => [String(db.id), db as SqlLabDatabase]),
  );
  const rows = await deps.queries.forEditors(
    user.userId,
    overview.editorIds,
    BOOTSTRAP_QUERY_LIMIT,
  );
  const refs = await loadQueryRefs(deps.db, rows);
  const queries = Object.fromEntries(rows.map((row) => [row.client_id, toQueryDict(row, refs)]));
  return {
    result: {
      active_tab: overview.activeTab,
      tab_state_ids: overview.tabStateIds,
      databases,
      queries,
    },
  };
}
