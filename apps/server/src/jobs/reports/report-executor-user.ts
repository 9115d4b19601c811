/**
 * Whose permissions a report run uses (Superset's ALERT_REPORTS_EXECUTORS): by default one of the
 * report's owners (its creator when an owner, else its last editor when an owner, else the first
 * owner), so nobody can have mail sent of data they could not read themselves. Setting
 * REPORTS_USER runs every report as that one dedicated user instead (Superset's fixed executor).
 */
import type { Kysely } from 'kysely';
import type { ReportRow } from '../../modules/reports/reports.repository';
import type { MetadataSchema } from '../../store/schema';

export const NO_OWNER_EXECUTOR = 'Report Schedule has no active owner to run it as.';
export const executorNotFound = (username: string) =>
  `Report Schedule executor user "${username}" was not found.`;

export type ReportExecutorChoice =
  { kind: 'user'; userId: number } | { kind: 'missing'; message: string };

/** The owner a report runs as, among its owners that are active users. */
export function pickOwnerExecutor(
  report: Pick<ReportRow, 'created_by_fk' | 'changed_by_fk'>,
  activeOwnerIds: number[],
): number | null {
  if (report.created_by_fk !== null && activeOwnerIds.includes(report.created_by_fk))
    return report.created_by_fk;
  if (report.changed_by_fk !== null && activeOwnerIds.includes(report.changed_by_fk))
    return report.changed_by_fk;
  return activeOwnerIds.length > 0 ? Math.min(...activeOwnerIds) : null;
}

export async function chooseReportExecutor(
  db: Kysely<MetadataSchema>,
  report: Pick<ReportRow, 'id' | 'created_by_fk' | 'changed_by_fk'>,
  fixedUsername: string | undefined,
): Promise<ReportExecutorChoice> {
  if (fixedUsername !== undefined) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', fixedUsername)
      .where('active', '=', 1)
      .executeTakeFirst();
    return user
      ? { kind: 'user', userId: user.id }
      : { kind: 'missing', message: executorNotFound(fixedUsername) };
  }
  const owners = await db
    .selectFrom('report_owners as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select('u.id')
    .where('o.report_id', '=', report.id)
    .where('u.active', '=', 1)
    .execute();
  const userId = pickOwnerExecutor(
    report,
    owners.map((o) => o.id),
  );
  return userId === null
    ? { kind: 'missing', message: NO_OWNER_EXECUTOR }
    : { kind: 'user', userId };
}
