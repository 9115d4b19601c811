/**
 * The execution log of report runs, which is also how runs are made exactly-once: a run starts
 * by inserting its (report, scheduled time) row in state Working, and the unique index on that
 * pair (migration 20261128_0009) lets only one process's insert succeed. A run then ends in one
 * of Superset's states. Runs stuck in Working past their report's working timeout are marked
 * Error by whichever scheduler reaps first, and logs older than the report's retention go.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../../store/schema';

/** Superset's ReportState values. */
export const REPORT_STATES = {
  working: 'Working',
  success: 'Success',
  error: 'Error',
  noop: 'Not triggered',
  grace: 'On Grace',
} as const;
export type ReportState = (typeof REPORT_STATES)[keyof typeof REPORT_STATES];

export const WORKING_TIMEOUT_MESSAGE = 'Report Schedule reached a working timeout.';
export const PREVIOUS_WORKING_MESSAGE = 'Report Schedule is still working, refusing to re-compute.';

export interface ClaimedRun {
  logId: number;
  uuid: string;
}

export interface RunOutcome {
  state: ReportState;
  errorMessage?: string | null;
  value?: number | null;
  valueRowJson?: string | null;
}

/** Inserts the Working row of a run; null when another process already claimed the same run. */
export async function claimRun(
  db: Kysely<MetadataSchema>,
  reportId: number,
  scheduledAt: Date,
  now: Date = new Date(),
): Promise<ClaimedRun | null> {
  const uuid = crypto.randomUUID();
  const row = await db
    .insertInto('report_execution_logs')
    .values({
      uuid,
      report_id: reportId,
      scheduled_dttm: scheduledAt.toISOString(),
      start_dttm: now.toISOString(),
      state: REPORT_STATES.working,
    })
    .onConflict((oc) => oc.columns(['report_id', 'scheduled_dttm']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? { logId: row.id, uuid } : null;
}

/** Ends a run: its log row and the report's last state (and, for alerts, last value). */
export async function finishRun(
  db: Kysely<MetadataSchema>,
  reportId: number,
  logId: number,
  outcome: RunOutcome,
  now: Date = new Date(),
): Promise<void> {
  const end = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('report_execution_logs')
      .set({
        state: outcome.state,
        end_dttm: end,
        error_message: outcome.errorMessage ?? null,
        value: outcome.value ?? null,
        value_row_json: outcome.valueRowJson ?? null,
      })
      .where('id', '=', logId)
      .execute();
    await trx
      .updateTable('reports')
      .set({
        last_state: outcome.state,
        last_eval_dttm: end,
        ...(outcome.value !== undefined ? { last_value: outcome.value } : {}),
        ...(outcome.valueRowJson !== undefined
          ? { last_value_row_json: outcome.valueRowJson }
          : {}),
      })
      .where('id', '=', reportId)
      .execute();
  });
}

/** Marks the report itself Working while a run is under way (the list shows it). */
export async function markReportWorking(
  db: Kysely<MetadataSchema>,
  reportId: number,
): Promise<void> {
  await db
    .updateTable('reports')
    .set({ last_state: REPORT_STATES.working })
    .where('id', '=', reportId)
    .execute();
}

/** Other runs of the report still Working, with whether each is past the working timeout. */
export async function otherWorkingRuns(
  db: Kysely<MetadataSchema>,
  reportId: number,
  exceptLogId: number,
  workingTimeoutSeconds: number,
  now: Date = new Date(),
): Promise<{ id: number; timedOut: boolean }[]> {
  const rows = await db
    .selectFrom('report_execution_logs')
    .select(['id', 'start_dttm'])
    .where('report_id', '=', reportId)
    .where('state', '=', REPORT_STATES.working)
    .where('id', '<>', exceptLogId)
    .execute();
  const cutoff = now.getTime() - workingTimeoutSeconds * 1000;
  return rows.map((r) => ({
    id: r.id,
    timedOut: r.start_dttm === null || new Date(r.start_dttm).getTime() < cutoff,
  }));
}

/** Marks every run stuck in Working past its report's working timeout as Error. */
export async function reapStuckRuns(
  db: Kysely<MetadataSchema>,
  now: Date = new Date(),
): Promise<number> {
  const working = await db
    .selectFrom('report_execution_logs as l')
    .innerJoin('reports as r', 'r.id', 'l.report_id')
    .select(['l.id', 'l.report_id', 'l.start_dttm', 'r.working_timeout'])
    .where('l.state', '=', REPORT_STATES.working)
    .execute();
  const stuck = working.filter(
    (w) =>
      w.start_dttm === null ||
      new Date(w.start_dttm).getTime() + w.working_timeout * 1000 < now.getTime(),
  );
  for (const run of stuck) {
    await finishRun(
      db,
      run.report_id,
      run.id,
      { state: REPORT_STATES.error, errorMessage: WORKING_TIMEOUT_MESSAGE },
      now,
    );
  }
  return stuck.length;
}

/** Deletes logs older than each report's log_retention (days); 0 keeps everything. */
export async function purgeOldLogs(
  db: Kysely<MetadataSchema>,
  now: Date = new Date(),
): Promise<number> {
  const retentions = await db
    .selectFrom('reports')
    .select('log_retention')
    .distinct()
    .where('log_retention', '>', 0)
    .execute();
  let deleted = 0;
  for (const { log_retention: days } of retentions) {
    const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
    const result = await db
      .deleteFrom('report_execution_logs')
      .where('scheduled_dttm', '<', cutoff)
      .where('state', '<>', REPORT_STATES.working)
      .where('report_id', 'in', (qb) =>
        qb.selectFrom('reports').select('id').where('log_retention', '=', days),
      )
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
