/** How the chart list filters, sorts and hides rows (Superset's ChartFilter and named filters). */
import { sql } from 'kysely';
import type { ListSpec } from '../../rest/list-spec';
import {
  plainColumns,
  plainOrder,
  RELATION_MANY_OPERATORS,
  UUID_FILTER_COLUMN,
} from '../../rest/list-spec';
import {
  AUDIT_ORDER_COLUMNS,
  AUDIT_RELATED,
  auditFilterColumns,
  certified,
  favoriteOf,
  ownedOrCreatedBy,
} from '../../rest/audit-list-parts';
import { ilike, likePattern } from '../../rest/list-engine';
import { dataAccessScope, datasetAccessCondition } from '../shared/data-access';

const OWNER_LINK = { table: 'chart_owners', ownKey: 'chart_id' };

export const CHART_LIST_COLUMNS = [
  'id',
  'uuid',
  'slice_name',
  'viz_type',
  'datasource_id',
  'datasource_type',
  'datasource_name_text',
  'datasource_url',
  'params',
  'query_context',
  'description',
  'cache_timeout',
  'certified_by',
  'certification_details',
  'owners',
  'dashboards',
  'changed_on',
  'changed_on_utc',
  'changed_on_delta_humanized',
  'changed_by',
  'changed_by_name',
  'created_by',
  'created_on_delta_humanized',
  'url',
  'slice_url',
  'thumbnail_url',
  'is_managed_externally',
  'external_url',
  'tags',
  'last_saved_at',
  'last_saved_by',
  'form_data',
];

const datasetName = sql`(select coalesce(d.schema || '.', '') || d.table_name from datasets d where d.id = t.datasource_id)`;

export function chartListSpec(fetchRows: ListSpec['fetchRows']): ListSpec {
  const allText = (value: unknown) => {
    const pattern = likePattern(String(value ?? ''), 'contains');
    return sql`(${ilike(sql`t.slice_name`, pattern)} or ${ilike(sql`coalesce(t.description, '')`, pattern)}
      or ${ilike(sql`t.viz_type`, pattern)} or ${ilike(sql`coalesce(${datasetName}, '')`, pattern)})`;
  };
  return {
    resource: 'chart',
    table: 'charts',
    defaultPageSize: 25,
    filterColumns: {
      ...plainColumns({
        id: 'number',
        slice_name: 'text',
        viz_type: 'text',
        description: 'text',
        datasource_id: 'number',
        datasource_type: 'text',
        certified_by: 'text',
      }),
      uuid: UUID_FILTER_COLUMN,
      dashboards: {
        expr: sql`t.id`,
        kind: 'relation_many',
        operators: RELATION_MANY_OPERATORS,
        link: { table: 'dashboard_charts', ownKey: 'chart_id', otherKey: 'dashboard_id' },
      },
      ...auditFilterColumns(OWNER_LINK),
    },
    namedFilters: {
      chart_all_text: allText,
      chart_is_favorite: (value, ctx) => favoriteOf(ctx.principal.userId, 'slice', value),
      chart_is_certified: (value) => certified(value),
      chart_has_created_by: (value) =>
        value === false || value === 'false'
          ? sql`t.created_by_fk is null`
          : sql`t.created_by_fk is not null`,
      chart_created_by_me: (_value, ctx) => ownedOrCreatedBy(ctx.principal.userId, OWNER_LINK),
      chart_owned_created_favored_by_me: (_value, ctx) =>
        sql`(${ownedOrCreatedBy(ctx.principal.userId, OWNER_LINK)} or ${favoriteOf(ctx.principal.userId, 'slice', true)})`,
    },
    orderColumns: {
      ...AUDIT_ORDER_COLUMNS,
      slice_name: sql`lower(t.slice_name)`,
      viz_type: sql`t.viz_type`,
      datasource_name: datasetName,
      datasource_name_text: datasetName,
      ...plainOrder(['last_saved_at', 'description']),
    },
    defaultOrder: ['changed_on', 'desc'],
    baseFilter: ({ principal }) => {
      if (principal.isAdmin) return null;
      const scope = dataAccessScope(principal);
      const access = datasetAccessCondition(scope, sql`t.datasource_id`);
      if (!access) return null;
      const owned =
        principal.userId === null
          ? sql`1 = 0`
          : sql`exists (select 1 from chart_owners o where o.chart_id = t.id and o.user_id = ${principal.userId})`;
      return sql`(${access} or ${owned})`;
    },
    fetchRows,
    listColumns: CHART_LIST_COLUMNS,
    related: AUDIT_RELATED,
    distinct: { viz_type: sql`t.viz_type`, slice_name: sql`t.slice_name` },
  };
}
