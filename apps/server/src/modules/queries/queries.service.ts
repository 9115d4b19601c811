/**
 * The query history (`/api/v1/query/`): lists and single reads through the shared list engine,
 * the `updated_since` poll SQL Lab uses to follow runs, and stopping a run. A run belongs to the
 * user who started it; only they can poll or stop it.
 */
import type { QueryDict, QueryListItem, QueryShow } from '@panorama/core/schemas/query';
import type { Kysely } from 'kysely';
import { NotFoundError } from '@panorama/core/errors/app-error';
import type { ListSpec } from '../../rest/list-spec';
import { isVisible } from '../../rest/list-engine';
import { requirePermission, requireUser, type Principal } from '../../security/principal';
import type { MetadataSchema } from '../../store/schema';
import { queryListSpec } from './queries.list-spec';
import { QueriesRepository } from './queries.repository';
import { loadQueryRefs, toQueryDict, toQueryListItem, toQueryShow } from './query-serializer';
import { ACTIVE_STATUSES } from '@panorama/core/schemas/query-status';

export const QUERY_NOT_FOUND = 'Query does not exist';
/** At most this many changed runs per poll; the client asks again from the last one it got. */
const UPDATED_SINCE_LIMIT = 200;

/** Stops the engine-side work of a run, wherever it is (see sqllab/running-queries.ts). */
export interface QueryCanceller {
  cancel(clientId: string): void;
}

export class QueriesService {
  readonly repo: QueriesRepository;
  readonly listSpec: ListSpec;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly canceller: QueryCanceller,
  ) {
    this.repo = new QueriesRepository(db);
    this.listSpec = queryListSpec((ids) => this.listRows(ids));
  }

  private async listRows(ids: number[]): Promise<QueryListItem[]> {
    const rows = await this.repo.findByIds(ids);
    const refs = await loadQueryRefs(this.db, rows);
    return rows.map((row) => toQueryListItem(row, refs));
  }

  async get(id: number, principal: Principal): Promise<QueryShow> {
    requirePermission(principal, 'can_read', 'Query');
    const row = await this.repo.findById(id);
    if (!row || !(await isVisible(this.db, this.listSpec, id, { principal }))) {
      throw new NotFoundError(QUERY_NOT_FOUND);
    }
    return toQueryShow(row, await loadQueryRefs(this.db, [row]));
  }

  /** The caller's runs changed after `lastUpdatedMs` (epoch ms), as Superset's to_dict. */
  async updatedSince(lastUpdatedMs: number, principal: Principal): Promise<QueryDict[]> {
    const user = requireUser(principal);
    requirePermission(user, 'can_read', 'Query');
    const since = new Date(Math.max(0, Math.min(lastUpdatedMs, 8.64e15))).toISOString();
    const rows = await this.repo.changedSince(user.userId, since, UPDATED_SINCE_LIMIT);
    const refs = await loadQueryRefs(this.db, rows);
    return rows.map((row) => toQueryDict(row, refs));
  }

  /**
   * `POST /api/v1/query/stop`: the run ends 'stopped' and its engine-side work is cancelled. The
   * status is written first, so a process that did not start the run (which polls it) stops too.
   */
  async stop(clientId: string, principal: Principal): Promise<void> {
    const user = requireUser(principal);
    requirePermission(user, 'can_read', 'Query');
    const row = await this.repo.findByClientId(clientId);
    if (!row || row.user_id !== user.userId) throw new NotFoundError(QUERY_NOT_FOUND);
    if (ACTIVE_STATUSES.includes(row.status)) {
      await this.repo.finish(row.id, 'stopped', { end_time: Date.now() });
    }
    this.canceller.cancel(clientId);
  }
}
