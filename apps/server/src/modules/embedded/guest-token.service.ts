/**
 * Issuing guest tokens (`POST /api/v1/security/guest_token/`): the caller needs Superset's
 * `can_grant_guest_token` on `SecurityRestApi` (admins have it), every resource must be an
 * embedded dashboard, and every row-level clause passes the SQL guard in the dialect of the
 * databases it can reach before it is signed into the token (the compiler checks it again on
 * every query).
 */
import { ValidationError, isAppError } from '@panorama/core/errors/app-error';
import type { GuestTokenRequest } from '@panorama/core/schemas/embedded-dashboard';
import { requirePermission, type Principal } from '../../security/principal';
import type { GuestTokens } from '../../security/guest-tokens';
import type { ChartDataRepository } from '../chart-data/chart-data.repository';
import { checkRlsClause } from '../row-level-security/rls-clause-check';
import type { EmbeddedDashboardsService } from './embedded-dashboards.service';
import type { AuditService } from '../log/audit.service';

export class GuestTokenService {
  constructor(
    private readonly embedded: EmbeddedDashboardsService,
    private readonly datasources: ChartDataRepository,
    private readonly tokens: GuestTokens,
    private readonly audit?: Pick<AuditService, 'guestTokenIssued'>,
  ) {}

  async issue(body: GuestTokenRequest, principal: Principal, origin: string): Promise<string> {
    requirePermission(principal, 'can_grant_guest_token', 'SecurityRestApi');
    const uuids = body.resources.map((r) => r.id);
    const found = new Set((await this.embedded.existing(uuids)).map((e) => e.uuid));
    const missing = uuids.filter((uuid) => !found.has(uuid));
    if (missing.length) {
      throw new ValidationError({
        resources: [`Not an embedded dashboard: ${missing.join(', ')}`],
      });
    }
    const scope = await this.embedded.guestScope(uuids, []);
    for (const rule of body.rls) {
      const datasetIds = rule.dataset === undefined ? [...scope.datasetIds] : [rule.dataset];
      await this.checkClause(rule.clause, datasetIds);
    }
    const token = await this.tokens.sign(
      {
        user: body.user,
        resources: body.resources,
        rls_rules: body.rls.map((rule) =>
          rule.dataset === undefined
            ? { clause: rule.clause }
            : { clause: rule.clause, dataset: rule.dataset },
        ),
      },
      origin,
    );
    await this.audit?.guestTokenIssued({
      resources: body.resources,
      ...(body.user.username ? { guestUsername: body.user.username } : {}),
      rlsRuleCount: body.rls.length,
    });
    return token;
  }

  private async checkClause(clause: string, datasetIds: number[]): Promise<void> {
    const backends: string[] = [];
    for (const id of datasetIds) {
      const found = await this.datasources.datasetWithDatabase(id);
      if (found) backends.push(found.database.backend);
    }
    try {
      checkRlsClause(clause, backends);
    } catch (err) {
      if (isAppError(err) && err instanceof ValidationError) {
        const details = err.details as { clause?: string[] };
        throw new ValidationError({ rls: details.clause ?? ['Invalid clause'] });
      }
      throw err;
    }
  }
}
