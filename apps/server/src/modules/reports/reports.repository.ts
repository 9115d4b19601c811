/** Report schedules, their owners, recipients and execution logs in the metadata store. */
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { RecipientType, ReportType } from '@panorama/core/schemas/report';
import type {
  MetadataSchema,
  ReportExecutionLogsTable,
  ReportRecipientsTable,
  ReportsTable,
} from '../../store/schema';
import { loadOwnerIds } from '../shared/user-refs';

export type ReportRow = Selectable<ReportsTable>;
export type ReportRecipientRow = Selectable<ReportRecipientsTable>;
export type ReportLogRow = Selectable<ReportExecutionLogsTable>;
type Db = Kysely<MetadataSchema> | Transaction<MetadataSchema>;

export interface RecipientValue {
  type: RecipientType;
  /** JSON text, `{"target": "a@x.org, b@y.org"}`. */
  recipient_config_json: string;
}

export class ReportsRepository {
  constructor(readonly db: Kysely<MetadataSchema>) {}

  transaction<T>(work: (trx: Transaction<MetadataSchema>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  findById(id: number, db: Db = this.db): Promise<ReportRow | undefined> {
    return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByIds(ids: number[]): Promise<ReportRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('reports').selectAll().where('id', 'in', ids).execute();
  }

  async nameTaken(name: string, type: ReportType, exceptId?: number): Promise<boolean> {
    let q = this.db
      .selectFrom('reports')
      .select('id')
      .where('name', '=', name)
      .where('type', '=', type);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** Another report the user created from the same chart or dashboard header (one per user). */
  async attachedReportOf(
    userId: number,
    target: { chartId: number | null; dashboardId: number | null },
    exceptId?: number,
  ): Promise<number | null> {
    let q = this.db
      .selectFrom('reports')
      .select('id')
      .where('created_by_fk', '=', userId)
      .where('creation_method', 'in', ['charts', 'dashboards']);
    q =
      target.chartId !== null
        ? q.where('chart_id', '=', target.chartId)
        : q.where('dashboard_id', '=', target.dashboardId);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst())?.id ?? null;
  }

  ownerIds(ids: number[]): Promise<Map<number, number[]>> {
    return loadOwnerIds(this.db, 'report_owners', ids);
  }

  async recipients(ids: number[]): Promise<Map<number, ReportRecipientRow[]>> {
    const out = new Map<number, ReportRecipientRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return out;
    const rows = await this.db
      .selectFrom('report_recipients')
      .selectAll()
      .where('report_id', 'in', ids)
      .orderBy('id')
      .execute();
    for (const row of rows) out.get(row.report_id)?.push(row);
    return out;
  }

  async insert(values: Insertable<ReportsTable>, db: Db): Promise<number> {
    const row = await db
      .insertInto('reports')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Updateable<ReportsTable>, db: Db = this.db): Promise<void> {
    await db.updateTable('reports').set(values).where('id', '=', id).execute();
  }

  async replaceRecipients(reportId: number, recipients: RecipientValue[], db: Db): Promise<void> {
    await db.deleteFrom('report_recipients').where('report_id', '=', reportId).execute();
    if (recipients.length === 0) return;
    await db
      .insertInto('report_recipients')
      .values(recipients.map((r) => ({ report_id: reportId, ...r })))
      .execute();
  }

  /** Deletes reports with their owners, recipients and logs (explicitly: SQLite may not cascade). */
  async delete(ids: number[], db: Db): Promise<void> {
    if (ids.length === 0) return;
    await db.deleteFrom('report_execution_logs').where('report_id', 'in', ids).execute();
    await db.deleteFrom('report_recipients').where('report_id', 'in', ids).execute();
    await db.deleteFrom('report_owners').where('report_id', 'in', ids).execute();
    await db.deleteFrom('reports').where('id', 'in', ids).execute();
  }

  findLogs(ids: number[]): Promise<ReportLogRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('report_execution_logs').selectAll().where('id', 'in', ids).execute();
  }

  findLog(reportId: number, logId: number): Promise<ReportLogRow | undefined> {
    return this.db
      .selectFrom('report_execution_logs')
      .selectAll()
      .where('report_id', '=', reportId)
      .where('id', '=', logId)
      .executeTakeFirst();
  }

  /** Names of the charts, dashboards and databases reports point at, for the show view. */
  async targets(rows: ReportRow[]) {
    const chartIds = rows.flatMap((r) => (r.chart_id === null ? [] : [r.chart_id]));
    const dashboardIds = rows.flatMap((r) => (r.dashboard_id === null ? [] : [r.dashboard_id]));
    const databaseIds = rows.flatMap((r) => (r.database_id === null ? [] : [r.database_id]));
    const [charts, dashboards, databases] = await Promise.all([
      chartIds.length
        ? this.db
            .selectFrom('charts')
            .select(['id', 'slice_name', 'viz_type'])
            .where('id', 'in', chartIds)
            .execute()
        : [],
      dashboardIds.length
        ? this.db
            .selectFrom('dashboards')
            .select(['id', 'dashboard_title'])
            .where('id', 'in', dashboardIds)
            .execute()
        : [],
      databaseIds.length
        ? this.db
            .selectFrom('databases')
            .select(['id', 'database_name'])
            .where('id', 'in', databaseIds)
            .execute()
        : [],
    ]);
    return {
      charts: new Map(charts.map((c) => [c.id, c])),
      dashboards: new Map(dashboards.map((d) => [d.id, d])),
      databases: new Map(databases.map((d) => [d.id, d])),
    };
  }
}
