/** How the dataset list filters, sorts and hides rows (Superset's DatasourceFilter and named filters). */
import { sql } from 'kysely';
import type { ListSpec } from '../../rest/list-spec';
import {
  foreignKeyColumn,
  NUMBER_OPERATORS,
  plainColumns,
  plainOrder,
  UUID_FILTER_COLUMN,
} from '../../rest/list-spec';
import {
  AUDIT_ORDER_COLUMNS,
  AUDIT_RELATED,
  auditFilterColumns,
} from '../../rest/audit-list-parts';
import { dataAccessScope, datasetAccessCondition } from '../shared/data-access';
import type { Principal } from '../../security/principal';
import { DATASET_LIST_COLUMNS } from './dataset-shape';

const OWNER_LINK = { table: 'dataset_owners', ownKey: 'dataset_id' };

const isPhysical = sql`(t.sql is null or t.sql = '')`;
const isCertified = sql`(t.extra is not null and lower(t.extra) like '%certification%')`;
const databaseName = sql`(select lower(b.database_name) from databases b where b.id = t.database_id)`;

const isFalse = (value: unknown) =>
  value === false || value === 'false' || value === '!f' || value === 0;

/** Datasets the caller may read: admins all; others by data permissions or ownership. */
export function datasetBaseFilter(principal: Principal) {
  if (principal.isAdmin) return null;
  const access = datasetAccessCondition(dataAccessScope(principal), sql`t.id`);
  if (!access) return null;
  const owned =
    principal.userId === null
      ? sql`1 = 0`
      : sql`exists (select 1 from dataset_owners o where o.dataset_id = t.id and o.user_id = ${principal.userId})`;
  return sql`(${access} or ${owned})`;
}

export function datasetListSpec(fetchRows: ListSpec['fetchRows']): ListSpec {
  return {
    resource: 'dataset',
    table: 'datasets',
    filterColumns: {
      id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
      uuid: UUID_FILTER_COLUMN,
      ...plainColumns({
        table_name: 'text',
        schema: 'text',
        catalog: 'text',
        sql: 'text',
        description: 'text',
      }),
      database: foreignKeyColumn('database_id'),
      ...auditFilterColumns(OWNER_LINK),
    },
    namedFilters: {
      // true: physical datasets (no SQL); false: virtual ones.
      dataset_is_null_or_empty: (value) => (isFalse(value) ? sql`not ${isPhysical}` : isPhysical),
      dataset_is_certified: (value) => (isFalse(value) ? sql`not ${isCertified}` : isCertified),
    },
    orderColumns: {
      ...AUDIT_ORDER_COLUMNS,
      table_name: sql`lower(t.table_name)`,
      ...plainOrder(['schema', 'catalog']),
      'database.database_name': databaseName,
      database_name: databaseName,
      sql: sql`case when ${isPhysical} then 0 else 1 end`,
      kind: sql`case when ${isPhysical} then 0 else 1 end`,
    },
    defaultOrder: ['changed_on', 'desc'],
    baseFilter: ({ principal }) => datasetBaseFilter(principal),
    fetchRows,
    listColumns: DATASET_LIST_COLUMNS,
    related: AUDIT_RELATED,
    distinct: { schema: sql`t.schema`, catalog: sql`t.catalog`, table_name: sql`t.table_name` },
  };
}
