/**
 * `GET /dataset/related/database`: the databases a dataset can be created on, as `{text, value}`.
 * Unlike the generic related lookup it applies the database access filter, so the picker does not
 * list (and name) databases the caller cannot see.
 */
import { type Kysely, sql } from 'kysely';
import { ilike, likePattern } from '../../rest/list-engine';
import type { RelatedArgs } from '../../rest/rison-query';
import type { Principal } from '../../security/principal';
import type { MetadataSchema } from '../../store/schema';
import { dataAccessScope, databaseAccessCondition } from '../shared/data-access';

export async function relatedDatabases(
  db: Kysely<MetadataSchema>,
  args: RelatedArgs,
  principal: Principal,
): Promise<{ count: number; result: { text: string; value: number }[] }> {
  const conditions = [];
  const access = principal.isAdmin
    ? null
    : databaseAccessCondition(dataAccessScope(principal), sql`t.id`);
  if (access) conditions.push(access);
  if (args.filter)
    conditions.push(ilike(sql`t.database_name`, likePattern(args.filter, 'contains')));
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const count = await sql<{
    count: number | string;
  }>`select count(*) as count from databases t ${where}`.execute(db);
  const rows = await sql<{
    id: number;
    database_name: string;
  }>`select t.id, t.database_name from databases t ${where}
    order by lower(t.database_name) asc, t.id asc limit ${args.page_size} offset ${args.page * args.page_size}`.execute(
    db,
  );
  return {
    count: Number(count.rows[0]?.count ?? 0),
    result: rows.rows.map((r) => ({ text: r.database_name, value: Number(r.id) })),
  };
}
