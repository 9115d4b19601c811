/**
 * List-spec pieces shared by every owned, audited resource (dashboards, charts, datasets, ...):
 * owner / created_by / changed_by filters, the usual sort columns, and `related` user lookups.
 */
import { type RawBuilder, sql } from 'kysely';
import type { FilterColumn, RelatedSpec, SqlCondition } from './list-spec';
import { ilike, likePattern } from './list-engine';
import { foreignKeyColumn, RELATION_MANY_OPERATORS } from './list-spec';

const userLabel = sql`t.first_name || ' ' || t.last_name`;

export const USER_RELATED: RelatedSpec = {
  table: 'users',
  label: userLabel,
  columns: ['email', 'active'],
  extra: (row) => ({ email: row.email, active: Number(row.active) === 1 }),
};

/** The created_by and changed_by filters of any audited table. */
export const AUDIT_USER_FILTER_COLUMNS: Record<'created_by' | 'changed_by', FilterColumn> = {
  created_by: foreignKeyColumn('created_by_fk'),
  changed_by: foreignKeyColumn('changed_by_fk'),
};

export function auditFilterColumns(ownerLink: {
  table: string;
  ownKey: string;
}): Record<string, FilterColumn> {
  return {
    owners: {
      expr: sql`t.id`,
      kind: 'relation_many',
      operators: RELATION_MANY_OPERATORS,
      link: { ...ownerLink, otherKey: 'user_id' },
    },
    ...AUDIT_USER_FILTER_COLUMNS,
  };
}

/** A search box over several text columns, matching when one of them contains the value (case-insensitively). */
export function anyTextContains(columns: RawBuilder<unknown>[], value: unknown): SqlCondition {
  const pattern = likePattern(String(value ?? ''), 'contains');
  return sql`(${sql.join(
    columns.map((column) => ilike(column, pattern)),
    sql` or `,
  )})`;
}

const changedByName = sql`(select u.first_name || ' ' || u.last_name from users u where u.id = t.changed_by_fk)`;
const createdByName = sql`(select u.first_name || ' ' || u.last_name from users u where u.id = t.created_by_fk)`;

export const AUDIT_ORDER_COLUMNS = {
  changed_on_delta_humanized: sql`t.changed_on`,
  changed_on: sql`t.changed_on`,
  changed_on_utc: sql`t.changed_on`,
  created_on_delta_humanized: sql`t.created_on`,
  created_on: sql`t.created_on`,
  'changed_by.first_name': changedByName,
  changed_by_name: changedByName,
  'created_by.first_name': createdByName,
  id: sql`t.id`,
};

export const AUDIT_RELATED: Record<string, RelatedSpec> = {
  owners: USER_RELATED,
  created_by: USER_RELATED,
  changed_by: USER_RELATED,
};

/** A named filter: rows created by, changed by or owned by the current user. */
export function ownedOrCreatedBy(
  userId: number | null,
  ownerLink: { table: string; ownKey: string },
) {
  if (userId === null) return sql`1 = 0`;
  return sql`(t.created_by_fk = ${userId} or t.changed_by_fk = ${userId} or exists (
    select 1 from ${sql.table(ownerLink.table)} o where o.${sql.ref(ownerLink.ownKey)} = t.id and o.user_id = ${userId}))`;
}

export function favoriteOf(userId: number | null, className: string, wanted: unknown) {
  if (userId === null) return wanted === false || wanted === 'false' ? sql`1 = 1` : sql`1 = 0`;
  const exists = sql`exists (select 1 from favorites f where f.obj_id = t.id and f.class_name = ${className} and f.user_id = ${userId})`;
  return wanted === false || wanted === 'false' || wanted === '!t' ? sql`not ${exists}` : exists;
}

export function certified(wanted: unknown) {
  const yes = sql`(t.certified_by is not null and t.certified_by <> '')`;
  return wanted === false || wanted === 'false' ? sql`not ${yes}` : yes;
}
