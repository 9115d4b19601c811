/**
 * Kysely access to the favourites table: which objects each user starred, by Superset's FavStar
 * class names ('slice' for charts, 'Dashboard' for dashboards).
 */
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../../store/schema';
import { nowIso } from './humanize-time';

export type FavoriteClass = 'Dashboard' | 'slice';

export class FavoritesRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  /** The ids among `objectIds` the user starred. */
  async starred(
    userId: number,
    favoriteClass: FavoriteClass,
    objectIds: number[],
  ): Promise<Set<number>> {
    if (objectIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('favorites')
      .select('obj_id')
      .where('user_id', '=', userId)
      .where('class_name', '=', favoriteClass)
      .where('obj_id', 'in', objectIds)
      .execute();
    return new Set(rows.map((f) => f.obj_id));
  }

  /** Stars the object; starring it again changes nothing. */
  async add(userId: number, favoriteClass: FavoriteClass, objectId: number): Promise<void> {
    await this.db
      .insertInto('favorites')
      .values({ user_id: userId, class_name: favoriteClass, obj_id: objectId, dttm: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
      .execute();
  }

  async remove(userId: number, favoriteClass: FavoriteClass, objectId: number): Promise<void> {
    await this.db
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('class_name', '=', favoriteClass)
      .where('obj_id', '=', objectId)
      .execute();
  }

  /** Forgets every user's stars on deleted objects. */
  async forgetObjects(favoriteClass: FavoriteClass, objectIds: number[]): Promise<void> {
    if (objectIds.length === 0) return;
    await this.db
      .deleteFrom('favorites')
      .where('class_name', '=', favoriteClass)
      .where('obj_id', 'in', objectIds)
      .execute();
  }
}
