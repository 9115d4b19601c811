/** Server-side sessions in the metadata store (`user_sessions`). */
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../../store/schema';

export interface StoredSession {
  userId: number;
  expiresAtMs: number;
}

export class UserSessionsRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  /** Records a new session and purges the ones already expired (by anyone). */
  async insert(id: string, userId: number, expiresAt: Date): Promise<void> {
    const now = new Date().toISOString();
    await this.db.deleteFrom('user_sessions').where('expires_on', '<', now).execute();
    await this.db
      .insertInto('user_sessions')
      .values({ id, user_id: userId, created_on: now, expires_on: expiresAt.toISOString() })
      .execute();
  }

  async find(id: string): Promise<StoredSession | null> {
    const row = await this.db
      .selectFrom('user_sessions')
      .select(['user_id', 'expires_on'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { userId: Number(row.user_id), expiresAtMs: Date.parse(row.expires_on) } : null;
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('user_sessions').where('id', '=', id).execute();
  }

  /**
   * Ends every session of the user. Takes the caller's transaction so the change that requires it
   * (a new password, other roles, deactivation) and the revocation commit together.
   */
  async deleteAllOf(userId: number, db: Kysely<MetadataSchema> = this.db): Promise<void> {
    await db.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
  }
}
