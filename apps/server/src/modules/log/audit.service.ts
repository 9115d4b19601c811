/**
 * The one way security events reach the action log: services (and the sign-in routes, which
 * have no service of their own to call it) hand `record` what happened, and it adds who did it,
 * from where and when. Who and where come from the request being handled (http/request-origin),
 * unless the event names its actor (a sign-in, whose request has no user yet). The detail is
 * stripped of secrets before it is stored. With AUDIT_LOG_STDOUT each event is also written to
 * stdout as one JSON line, so a log shipper can forward it to a SIEM.
 *
 * An event that cannot be stored is reported and does not undo the change it describes (that
 * change is already committed); the stdout line is written either way.
 */
import type { Kysely } from 'kysely';
import type { AuditAction } from '@panorama/core/schemas/action-log';
import type { MetadataSchema } from '../../store/schema';
import { currentRequestOrigin } from '../../http/request-origin';
import { nowIso } from '../shared/humanize-time';
import { AuditLogRepository } from './audit-log.repository';
import { safeAuditDetail, type AuditDetail } from './audit-detail';

export interface AuditActor {
  userId: number | null;
  username: string | null;
}

export interface AuditEvent {
  action: AuditAction;
  /** Who acted; by default the user of the request being handled. */
  actor?: AuditActor;
  objectType?: string;
  objectId?: number | string;
  detail?: AuditDetail;
}

export interface AuditOptions {
  /** Where JSON lines go when AUDIT_LOG_STDOUT is on; null when it is off. */
  stdout: ((line: string) => void) | null;
  onError: (error: unknown) => void;
}

/** Writes lines to the process's stdout. */
export const processStdout = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

export class AuditService {
  private readonly repository: AuditLogRepository;

  constructor(
    db: Kysely<MetadataSchema>,
    private readonly options: AuditOptions,
  ) {
    this.repository = new AuditLogRepository(db);
  }

  readonly listRows = (ids: number[]) => this.repository.rows(ids);

  async record(event: AuditEvent): Promise<void> {
    const origin = currentRequestOrigin();
    const actor = event.actor ?? (await this.requestActor());
    const detail = safeAuditDetail(event.detail);
    const row = {
      action: event.action,
      dttm: nowIso(),
      user_id: actor.userId,
      username: actor.username,
      ip_address: origin?.ip ?? null,
      user_agent: origin?.userAgent ?? null,
      object_type: event.objectType ?? null,
      object_id: event.objectId === undefined ? null : String(event.objectId),
      json: detail ? JSON.stringify(detail) : null,
    };
    if (this.options.stdout) {
      const { json: _json, ...fields } = row;
      this.options.stdout(JSON.stringify({ type: 'audit', ...fields, detail }));
    }
    try {
      await this.repository.insert(row);
    } catch (error) {
      this.options.onError(error);
    }
  }

  /** A guest token was issued (embedded dashboards): who asked, for which resources and user. */
  guestTokenIssued(detail: {
    resources: { type: string; id: string }[];
    guestUsername?: string;
    rlsRuleCount?: number;
  }): Promise<void> {
    return this.record({
      action: 'guest_token_issued',
      objectType: detail.resources[0]?.type ?? 'dashboard',
      ...(detail.resources[0] ? { objectId: detail.resources[0].id } : {}),
      detail: {
        resources: detail.resources,
        guest_username: detail.guestUsername ?? null,
        rls_rule_count: detail.rlsRuleCount ?? 0,
      },
    });
  }

  private async requestActor(): Promise<AuditActor> {
    const origin = currentRequestOrigin();
    if (!origin) return { userId: null, username: null };
    try {
      const principal = await origin.principal();
      return principal.userId === null
        ? { userId: null, username: null }
        : { userId: principal.userId, username: principal.username };
    } catch {
      return { userId: null, username: null };
    }
  }
}
