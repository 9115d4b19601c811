/**
 * Loading the users attached to objects (owners, created_by, changed_by) in one query per kind,
 * shaped as the API shows them: `{id, first_name, last_name}` (never emails or hashes).
 */
import type { Kysely } from 'kysely';
import type { UserRef } from '@panorama/core/schemas/user-ref';
import { UnprocessableError } from '@panorama/core/errors/app-error';
import type { MetadataSchema } from '../../store/schema';
import { replaceLinks } from './link-rows';

export type { UserRef };

export type OwnerLinkTable =
  'dataset_owners' | 'chart_owners' | 'dashboard_owners' | 'report_owners';
/** The column of each owner link table that holds the owned object's id. */
export const OWNER_KEYS = {
  dataset_owners: 'dataset_id',
  chart_owners: 'chart_id',
  dashboard_owners: 'dashboard_id',
  report_owners: 'report_id',
} as const;

export async function loadUserRefs(
  db: Kysely<MetadataSchema>,
  ids: (number | null)[],
): Promise<Map<number, UserRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The owners' user ids of each object, by object id (an object without owners maps to []). */
export async function loadOwnerIds(
  db: Kysely<MetadataSchema>,
  table: OwnerLinkTable,
  objectIds: number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(objectIds.map((id) => [id, []]));
  if (objectIds.length === 0) return out;
  const key = OWNER_KEYS[table];
  const rows = await db
    .selectFrom(table as 'dashboard_owners')
    .select([`${key} as object_id` as 'dashboard_id as object_id', 'user_id'])
    .where(key as 'dashboard_id', 'in', objectIds)
    .execute();
  for (const row of rows) out.get(row.object_id)?.push(row.user_id);
  return out;
}

export async function loadOwners(
  db: Kysely<MetadataSchema>,
  table: OwnerLinkTable,
  objectIds: number[],
): Promise<Map<number, UserRef[]>> {
  const out = new Map<number, UserRef[]>(objectIds.map((id) => [id, []]));
  if (objectIds.length === 0) return out;
  const key = OWNER_KEYS[table];
  const rows = await db
    .selectFrom(`${table} as o` as 'dashboard_owners as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      `o.${key} as object_id` as 'o.dashboard_id as object_id',
      'u.id',
      'u.first_name',
      'u.last_name',
    ])
    .where(`o.${key}` as 'o.dashboard_id', 'in', objectIds)
    .orderBy('u.first_name')
    .execute();
  for (const row of rows) {
    out
      .get(row.object_id)
      ?.push({ id: row.id, first_name: row.first_name, last_name: row.last_name });
  }
  return out;
}

/** Replaces an object's owners; checks the ids exist so a typo is a 422, not a foreign-key 500. */
export async function replaceOwners(
  db: Kysely<MetadataSchema>,
  table: OwnerLinkTable,
  objectId: number,
  userIds: number[],
): Promise<void> {
  await replaceLinks(
    db,
    { table, ownKey: OWNER_KEYS[table], linkedKey: 'user_id' },
    objectId,
    userIds,
  );
}

export async function missingUserIds(
  db: Kysely<MetadataSchema>,
  userIds: number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const found = new Set(
    (await db.selectFrom('users').select('id').where('id', 'in', userIds).execute()).map(
      (r) => r.id,
    ),
  );
  return userIds.filter((id) => !found.has(id));
}

export function fullName(user: UserRef | undefined): string | null {
  return user ? `${user.first_name} ${user.last_name}`.trim() : null;
}

/**
 * The owners to store for an object being created or edited: the requested ids (all must exist;
 * 422 otherwise), defaulting to the caller. A non-admin never gives an object away entirely: they
 * stay among its owners, as Superset does.
 */
export async function resolveOwners(
  db: Kysely<MetadataSchema>,
  requested: number[] | undefined,
  principal: { userId: number; isAdmin: boolean },
): Promise<number[]> {
  const owners = requested ?? [principal.userId];
  const missing = await missingUserIds(db, owners);
  if (missing.length) {
    throw new UnprocessableError({ owners: [`Owners are invalid: ${missing.join(', ')}`] });
  }
  return principal.isAdmin || owners.includes(principal.userId)
    ? owners
    : [...owners, principal.userId];
}
