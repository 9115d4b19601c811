/**
 * Report schedules (Superset's ReportSchedule commands): permissions, validation, storage and
 * the execution log reads. `can_read` / `can_write` on ReportSchedule gate the API; a report is
 * visible to admins, users with access to all data, its owners and its creator; only admins and
 * owners change or delete it. The chart, dashboard and database a report points at must be
 * visible to the caller, and an alert's SQL may read only tables the caller may read in SQL Lab,
 * so nobody schedules mail of data they cannot read.
 */
import type { Kysely } from 'kysely';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnprocessableError,
  isAppError,
} from '@panorama/core/errors/app-error';
import {
  isOwnerOrAdmin,
  requirePermission,
  type AuthenticatedPrincipal,
  type Principal,
} from '../../security/principal';
import type {
  ReportExecutionLog,
  ReportFormat,
  ReportSchedule,
  ReportType,
} from '@panorama/core/schemas/report';
import type { ListSpec } from '../../rest/list-spec';
import { requireVisible, runList } from '../../rest/list-engine';
import type { ListResult } from '../../rest/list-engine';
import type { ListArgs } from '../../rest/rison-query';
import { nowIso } from '../shared/humanize-time';
import { resolveOwners, replaceOwners } from '../shared/user-refs';
import type { ChartsService } from '../charts/charts.service';
import type { DashboardsService } from '../dashboards/dashboards.service';
import type { DatabasesService } from '../databases/databases.service';
import type { ReportChangeSignal } from '../../jobs/reports/report-change-signal';
import type { DatabaseRow, MetadataSchema } from '../../store/schema';
import { authorizeAlertSql, renderAlertSql } from './alert-sql';
import { TEMPLATES_OFF, type TemplateSettings } from '../row-level-security/row-level-templates';
import { reportListSpec, reportLogListSpec } from './reports.list-spec';
import { ReportsRepository, type RecipientValue, type ReportRow } from './reports.repository';
import { serializeLog, serializeReports } from './report-serializer';
import {
  ATTACHED_REPORT_EXISTS,
  CHART_NOT_FOUND,
  DASHBOARD_NOT_FOUND,
  DATABASE_NOT_FOUND,
  REPORT_FORBIDDEN,
  addError,
  nameNotUnique,
  staticRuleErrors,
  type EffectiveReport,
  type FieldErrors,
} from './report-rules';
import type {
  RecipientInput,
  ReportCreate,
  ReportUpdate,
  ValidatorConfig,
} from './reports.schemas';
import { createdStamp } from '../shared/audit-fields';
import type { AuditService } from '../log/audit.service';

/** Superset's class_permission_name of the report API. */
export const REPORT_VIEW_MENU = 'ReportSchedule';

export interface ReportsServiceDeps {
  charts: ChartsService;
  dashboards: DashboardsService;
  databases: DatabasesService;
  minimumIntervalMinutes: number;
  changes: ReportChangeSignal;
  /** Alert SQL is a template when template processing is on. */
  templates?: TemplateSettings;
  audit: AuditService;
}

function parseValidatorConfig(text: string | null): ValidatorConfig | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as ValidatorConfig;
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

function recipientValues(recipients: RecipientInput[]): RecipientValue[] {
  return recipients.map((r) => ({
    type: r.type,
    recipient_config_json: JSON.stringify({ target: r.recipient_config_json.target.trim() }),
  }));
}

async function exists(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (err) {
    if (err instanceof NotFoundError || err instanceof ForbiddenError) return false;
    throw err;
  }
}

export class ReportsService {
  readonly repo: ReportsRepository;
  readonly listSpec: ListSpec;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly deps: ReportsServiceDeps,
  ) {
    this.repo = new ReportsRepository(db);
    this.listSpec = reportListSpec((ids) => serializeReports(this.repo, ids));
  }

  private async visibleRow(id: number, principal: Principal): Promise<ReportRow> {
    return requireVisible(this.db, this.listSpec, await this.repo.findById(id), { principal });
  }

  async get(id: number, principal: Principal): Promise<ReportSchedule> {
    requirePermission(principal, 'can_read', REPORT_VIEW_MENU);
    await this.visibleRow(id, principal);
    const [row] = await serializeReports(this.repo, [id]);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Field errors of references the caller cannot see, plus the rules of report-rules.ts. */
  private async ruleErrors(
    report: EffectiveReport,
    principal: Principal,
    exceptId?: number,
  ): Promise<FieldErrors> {
    const { charts, dashboards, databases } = this.deps;
    let database: DatabaseRow | null = null;
    const errors: FieldErrors = {};
    if (
      report.chartId !== null &&
      !(await exists(() => charts.getVisible(report.chartId!, principal)))
    )
      addError(errors, 'chart', CHART_NOT_FOUND);
    if (
      report.dashboardId !== null &&
      !(await exists(() => dashboards.getVisible(report.dashboardId!, principal)))
    )
      addError(errors, 'dashboard', DASHBOARD_NOT_FOUND);
    if (report.databaseId !== null) {
      try {
        database = await databases.getVisible(report.databaseId, principal);
      } catch (err) {
        if (!(err instanceof NotFoundError || err instanceof ForbiddenError)) throw err;
        addError(errors, 'database', DATABASE_NOT_FOUND);
      }
    }
    // Alert SQL that is a template is checked as the author's rendering of it.
    let sql = report.sql;
    if (report.type === 'Alert' && database && sql) {
      try {
        sql = renderAlertSql(sql, database, principal, this.deps.templates ?? TEMPLATES_OFF);
      } catch (err) {
        if (!isAppError(err)) throw err;
        addError(errors, 'sql', err.message);
      }
    }
    const rules = staticRuleErrors(errors.sql ? report : { ...report, sql }, {
      minimumIntervalMinutes: this.deps.minimumIntervalMinutes,
      backend: errors.sql ? null : (database?.backend ?? null),
    });
    for (const [field, messages] of Object.entries(rules))
      for (const message of messages) addError(errors, field, message);
    if (report.type === 'Alert' && database && sql?.trim() && !errors.sql) {
      try {
        await authorizeAlertSql(this.db, principal, database, sql, {
          rowLevelSecurity: false,
        });
      } catch (err) {
        if (!isAppError(err)) throw err;
        addError(errors, 'sql', err.message);
      }
    }
    if (await this.repo.nameTaken(report.name, report.type, exceptId))
      addError(errors, 'name', nameNotUnique(report.type, report.name));
    return errors;
  }

  async create(body: ReportCreate, principal: AuthenticatedPrincipal): Promise<number> {
    requirePermission(principal, 'can_write', REPORT_VIEW_MENU);
    const effective: EffectiveReport = {
      type: body.type,
      name: body.name,
      crontab: body.crontab,
      timezone: body.timezone ?? 'UTC',
      chartId: body.chart ?? null,
      dashboardId: body.dashboard ?? null,
      databaseId: body.database ?? null,
      sql: body.sql ?? null,
      reportFormat: body.report_format ?? 'PNG',
      validatorType: body.validator_type ?? null,
      validatorConfig: body.validator_config_json ?? null,
      recipientCount: body.recipients?.length ?? 0,
    };
    const errors = await this.ruleErrors(effective, principal);
    if (Object.keys(errors).length > 0) throw new UnprocessableError(errors);
    const creationMethod = body.creation_method ?? 'alerts_reports';
    if (
      creationMethod !== 'alerts_reports' &&
      (await this.repo.attachedReportOf(principal.userId, effective)) !== null
    )
      throw new ConflictError(ATTACHED_REPORT_EXISTS);
    const owners = await resolveOwners(this.db, body.owners, principal);
    const now = nowIso();
    const id = await this.repo.transaction(async (trx) => {
      const newId = await this.repo.insert(
        {
          type: effective.type,
          name: effective.name,
          description: body.description ?? null,
          active: body.active === false ? 0 : 1,
          crontab: effective.crontab,
          timezone: effective.timezone,
          creation_method: creationMethod,
          chart_id: effective.chartId,
          dashboard_id: effective.dashboardId,
          database_id: effective.databaseId,
          sql: effective.sql,
          validator_type: effective.validatorType,
          validator_config_json: effective.validatorConfig
            ? JSON.stringify(effective.validatorConfig)
            : null,
          report_format: effective.reportFormat,
          force_screenshot: body.force_screenshot ? 1 : 0,
          grace_period: body.grace_period ?? 14400,
          working_timeout: body.working_timeout ?? 3600,
          log_retention: body.log_retention ?? 90,
          custom_width: body.custom_width ?? null,
          extra: body.extra ? JSON.stringify(body.extra) : null,
          last_state: 'Not triggered',
          ...createdStamp(principal.userId, now),
        },
        trx,
      );
      await replaceOwners(trx, 'report_owners', newId, owners);
      await this.repo.replaceRecipients(newId, recipientValues(body.recipients ?? []), trx);
      return newId;
    });
    this.deps.changes.notify();
    await this.deps.audit.record({
      action: 'report_created',
      objectType: 'report',
      objectId: id,
      detail: { name: body.name, type: body.type, crontab: body.crontab },
    });
    return id;
  }

  private async editableRow(id: number, principal: AuthenticatedPrincipal): Promise<ReportRow> {
    requirePermission(principal, 'can_write', REPORT_VIEW_MENU);
    const row = await this.visibleRow(id, principal);
    const owners = (await this.repo.ownerIds([id])).get(id) ?? [];
    if (!isOwnerOrAdmin(principal, owners)) throw new ForbiddenError(REPORT_FORBIDDEN);
    return row;
  }

  async update(id: number, body: ReportUpdate, principal: AuthenticatedPrincipal): Promise<void> {
    const row = await this.editableRow(id, principal);
    const pick = <T>(value: T | null | undefined, current: T | null): T | null =>
      value === undefined ? current : value;
    const recipientCount =
      body.recipients !== undefined
        ? body.recipients.length
        : ((await this.repo.recipients([id])).get(id)?.length ?? 0);
    const effective: EffectiveReport = {
      type: body.type ?? (row.type as ReportType),
      name: body.name ?? row.name,
      crontab: body.crontab ?? row.crontab,
      timezone: body.timezone ?? row.timezone,
      chartId: pick(body.chart, row.chart_id),
      dashboardId: pick(body.dashboard, row.dashboard_id),
      databaseId: pick(body.database, row.database_id),
      sql: pick(body.sql, row.sql),
      reportFormat: body.report_format ?? (row.report_format as ReportFormat),
      validatorType: pick(body.validator_type, row.validator_type),
      validatorConfig: pick(
        body.validator_config_json,
        parseValidatorConfig(row.validator_config_json),
      ),
      recipientCount,
    };
    const errors = await this.ruleErrors(effective, principal, id);
    if (Object.keys(errors).length > 0) throw new UnprocessableError(errors);
    const owners =
      body.owners !== undefined ? await resolveOwners(this.db, body.owners, principal) : undefined;
    await this.repo.transaction(async (trx) => {
      await this.repo.update(
        id,
        {
          type: effective.type,
          name: effective.name,
          crontab: effective.crontab,
          timezone: effective.timezone,
          chart_id: effective.chartId,
          dashboard_id: effective.dashboardId,
          database_id: effective.databaseId,
          sql: effective.sql,
          report_format: effective.reportFormat,
          validator_type: effective.validatorType,
          validator_config_json: effective.validatorConfig
            ? JSON.stringify(effective.validatorConfig)
            : null,
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.active !== undefined ? { active: body.active ? 1 : 0 } : {}),
          ...(body.creation_method !== undefined ? { creation_method: body.creation_method } : {}),
          ...(body.force_screenshot !== undefined
            ? { force_screenshot: body.force_screenshot ? 1 : 0 }
            : {}),
          ...(body.grace_period !== undefined ? { grace_period: body.grace_period } : {}),
          ...(body.working_timeout !== undefined ? { working_timeout: body.working_timeout } : {}),
          ...(body.log_retention !== undefined ? { log_retention: body.log_retention } : {}),
          ...(body.custom_width !== undefined ? { custom_width: body.custom_width } : {}),
          ...(body.extra !== undefined
            ? { extra: body.extra ? JSON.stringify(body.extra) : null }
            : {}),
          // Superset: a deactivated (or re-activated) schedule starts over.
          ...(body.active !== undefined && body.active !== (row.active === 1)
            ? { last_state: 'Not triggered' }
            : {}),
          changed_on: nowIso(),
          changed_by_fk: principal.userId,
        },
        trx,
      );
      if (owners) await replaceOwners(trx, 'report_owners', id, owners);
      if (body.recipients !== undefined)
        await this.repo.replaceRecipients(id, recipientValues(body.recipients), trx);
    });
    this.deps.changes.notify();
    await this.deps.audit.record({
      action: 'report_updated',
      objectType: 'report',
      objectId: id,
      detail: { name: effective.name, changed: Object.keys(body) },
    });
  }

  /** Deletes every id or none: all must be visible and editable by the caller. */
  async delete(ids: number[], principal: AuthenticatedPrincipal): Promise<void> {
    for (const id of ids) await this.editableRow(id, principal);
    const rows = await Promise.all(ids.map((id) => this.repo.findById(id)));
    await this.repo.transaction((trx) => this.repo.delete(ids, trx));
    this.deps.changes.notify();
    for (const row of rows) {
      if (!row) continue;
      await this.deps.audit.record({
        action: 'report_deleted',
        objectType: 'report',
        objectId: row.id,
        detail: { name: row.name, type: row.type },
      });
    }
  }

  async logs(reportId: number, args: ListArgs, principal: Principal): Promise<ListResult> {
    requirePermission(principal, 'can_read', REPORT_VIEW_MENU);
    await this.visibleRow(reportId, principal);
    const spec = reportLogListSpec(reportId, async (ids) =>
      (await this.repo.findLogs(ids)).map(serializeLog),
    );
    return runList(this.db, spec, args, { principal });
  }

  async log(reportId: number, logId: number, principal: Principal): Promise<ReportExecutionLog> {
    requirePermission(principal, 'can_read', REPORT_VIEW_MENU);
    await this.visibleRow(reportId, principal);
    const row = await this.repo.findLog(reportId, logId);
    if (!row) throw new NotFoundError();
    return serializeLog(row);
  }
}
