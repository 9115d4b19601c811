/** Kysely reads of the action log (views are written by view-log-writer.ts). */
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../../store/schema';

export interface RecentView {
  action: string;
  dashboard_id: number | null;
  slice_id: number | null;
  last_seen: unknown;
}

export class LogRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  /** The user's distinct dashboard and chart views since `since`, the latest first. */
  recentViews(userId: number, since: string): Promise<RecentView[]> {
    return this.db
      .selectFrom('logs')
      .select(['action', 'dashboard_id', 'slice_id', (eb) => eb.fn.max('dttm').as('last_seen')])
      .where('user_id', '=', userId)
      .where('dttm', '>', since)
      .where((eb) =>
        eb.or([
          eb.and([eb('action', '=', 'dashboard'), eb('dashboard_id', 'is not', null)]),
          eb.and([eb('action', '=', 'explore'), eb('slice_id', 'is not', null)]),
        ]),
      )
      .groupBy(['action', 'dashboard_id', 'slice_id'])
      .orderBy('last_seen', 'desc')
      .execute();
  }
}
