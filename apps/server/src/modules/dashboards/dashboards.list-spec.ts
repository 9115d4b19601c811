/** How the dashboard list filters, sorts and hides rows (Superset's DashboardAccessFilter). */
import { sql } from 'kysely';
import type { ListContext, ListSpec } from '../../rest/list-spec';
import { plainColumns, UUID_FILTER_COLUMN } from '../../rest/list-spec';
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

const OWNER_LINK = { table: 'dashboard_owners', ownKey: 'dashboard_id' };

export const DASHBOARD_LIST_COLUMNS = [
  'id',
  'uuid',
  'dashboard_title',
  'slug',
  'url',
  'css',
  'published',
  'status',
  'position_json',
  'json_metadata',
  'certified_by',
  'certification_details',
  'description',
  'owners',
  'roles',
  'changed_on',
  'changed_on_utc',
  'changed_on_delta_humanized',
  'changed_by',
  'changed_by_name',
  'created_on_delta_humanized',
  'created_by',
  'thumbnail_url',
  'is_managed_externally',
  'external_url',
  'tags',
  'charts',
];

/**
 * Admins and users with access to all data see every dashboard; others see dashboards they own,
 * and published dashboards that hold at least one chart on data they may read (or, with
 * DASHBOARD_RBAC, that are shared with one of their roles).
 */
export function dashboardBaseFilter(ctx: ListContext, rbac: boolean) {
  const { principal } = ctx;
  if (principal.isAdmin) return null;
  const scope = dataAccessScope(principal);
  if (scope.all) return null;
  const alternatives = [];
  if (principal.userId !== null) {
    alternatives.push(
      sql`exists (select 1 from dashboard_owners o where o.dashboard_id = t.id and o.user_id = ${principal.userId})`,
    );
  }
  const chartAccess = datasetAccessCondition(scope, sql`c.datasource_id`);
  alternatives.push(sql`(t.published = 1 and exists (select 1 from dashboard_charts dc
    inner join charts c on c.id = dc.chart_id where dc.dashboard_id = t.id and ${chartAccess ?? sql`1 = 1`}))`);
  if (rbac && principal.roles.length) {
    alternatives.push(sql`(t.published = 1 and exists (select 1 from dashboard_roles dr where dr.dashboard_id = t.id
      and dr.role_id in (${sql.join(principal.roles.map((r) => r.id))})))`);
  }
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

export function dashboardListSpec(
  fetchRows: ListSpec['fetchRows'],
  options: { rbac: boolean },
): ListSpec {
  const titleOrSlug = (value: unknown) => {
    const pattern = likePattern(String(value ?? ''), 'contains');
    return sql`(${ilike(sql`t.dashboard_title`, pattern)} or ${ilike(sql`coalesce(t.slug, '')`, pattern)})`;
  };
  return {
    resource: 'dashboard',
    table: 'dashboards',
    filterColumns: {
      ...plainColumns({
        id: 'number',
        dashboard_title: 'text',
        slug: 'text',
        published: 'boolean',
        certified_by: 'text',
      }),
      uuid: UUID_FILTER_COLUMN,
      ...auditFilterColumns(OWNER_LINK),
    },
    namedFilters: {
      title_or_slug: titleOrSlug,
      dashboard_title_or_slug: titleOrSlug,
      dashboard_is_favorite: (value, ctx) => favoriteOf(ctx.principal.userId, 'Dashboard', value),
      dashboard_is_certified: (value) => certified(value),
      dashboard_has_created_by: (value) =>
        value === false || value === 'false'
          ? sql`t.created_by_fk is null`
          : sql`t.created_by_fk is not null`,
      dashboard_created_by_me: (_value, ctx) => ownedOrCreatedBy(ctx.principal.userId, OWNER_LINK),
      created_by_me: (_value, ctx) => ownedOrCreatedBy(ctx.principal.userId, OWNER_LINK),
    },
    orderColumns: {
      ...AUDIT_ORDER_COLUMNS,
      dashboard_title: sql`lower(t.dashboard_title)`,
      slug: sql`t.slug`,
      published: sql`t.published`,
    },
    defaultOrder: ['changed_on', 'desc'],
    baseFilter: (ctx) => dashboardBaseFilter(ctx, options.rbac),
    fetchRows,
    listColumns: DASHBOARD_LIST_COLUMNS,
    // Roles: the properties dialog offers them when DASHBOARD_RBAC is on.
    related: { ...AUDIT_RELATED, roles: { table: 'roles', label: sql`t.name` } },
    distinct: { slug: sql`t.slug`, dashboard_title: sql`t.dashboard_title` },
  };
}
