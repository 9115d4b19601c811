/** Kysely writes and reads of the action log's security events (views: view-log-writer.ts). */
import type { Insertable, Kysely } from 'kysely';
import type { ActionLogRow } from '@panorama/core/schemas/action-log';
import type { LogsTable, MetadataSchema } from '../../store/schema';

export class AuditLogRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  async insert(row: Insertable<LogsTable>): Promise<void> {
    await this.db.insertInto('logs').values(row).execute();
  }

  /** The rows with these ids as the list answers them, with the acting account if it remains. */
  async rows(ids: number[]): Promise<ActionLogRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('logs as l')
      .leftJoin('users as u', 'u.id', 'l.user_id')
      .select([
        'l.id',
        'l.action',
        'l.dttm',
        'l.user_id',
        'l.username',
        'u.username as account_username',
        'l.ip_address',
        'l.user_agent',
        'l.object_type',
        'l.object_id',
        'l.json',
        'l.dashboard_id',
        'l.slice_id',
        'l.duration_ms',
        'l.referrer',
      ])
      .where('l.id', 'in', ids)
      .execute();
    return rows.map(({ account_username: accountUsername, ...row }) => ({
      ...row,
      dttm: String(row.dttm),
      username: row.username ?? accountUsername ?? null,
      user: accountUsername ? { username: accountUsername } : null,
    }));
  }
}
