/**
 * Report schedule runs: one execution log row per report and scheduled time, so when several
 * server processes evaluate the same crontab only the one whose insert succeeds runs the report
 * (the others' inserts conflict). Plus the indexes the log list, the stuck-run reaper and the
 * retention purge read by. The report tables themselves are in the initial migration.
 * Frozen: change with a new migration.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('report_execution_logs_run_unique')
    .ifNotExists()
    .unique()
    .on('report_execution_logs')
    .columns(['report_id', 'scheduled_dttm'])
    .execute();
  await db.schema
    .createIndex('report_execution_logs_state')
    .ifNotExists()
    .on('report_execution_logs')
    .columns(['state', 'start_dttm'])
    .execute();
  await db.schema
    .createIndex('reports_active')
    .ifNotExists()
    .on('reports')
    .columns(['active'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_active').ifExists().execute();
  await db.schema.dropIndex('report_execution_logs_state').ifExists().execute();
  await db.schema.dropIndex('report_execution_logs_run_unique').ifExists().execute();
}
