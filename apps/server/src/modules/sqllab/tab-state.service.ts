/**
 * The editor tabs each user keeps on the server (Superset's `/tabstateview/` and TabState), so
 * SQL Lab reopens with the same tabs after a reload or in another browser. A tab belongs to the
 * user who opened it: anyone else's tab id answers 404, as a missing one does. What a tab points
 * at (database, saved query, last run) must be something the user can see.
 */
import type { TabState } from '@panorama/core/schemas/sqllab';
import type { Kysely } from 'kysely';
import { NotFoundError, ValidationError, isAppError } from '@panorama/core/errors/app-error';
import { requireUser, type AuthenticatedPrincipal, type Principal } from '../../security/principal';
import type { MetadataSchema } from '../../store/schema';
import type { DatabasesService } from '../databases/databases.service';
import type { QueriesRepository } from '../queries/queries.repository';
import { loadQueryRefs, toQueryDict } from '../queries/query-serializer';
import { assertSqlLabAccess } from './sqllab-access';
import { DATABASE_NOT_FOUND } from './sqllab-errors';
import type { TabStateChanges } from './tab-state.repository';
import { TabStateRepository } from './tab-state.repository';
import type { TabStateRow } from '../../store/schema';
import {
  UNTITLED_QUERY,
  queryEditorDocument,
  tabFieldsFrom,
  tabUpdateDocument,
  type TabFields,
} from './tab-state-payloads';

export const TAB_STATE_NOT_FOUND = 'Tab state not found';
export const SAVED_QUERY_NOT_FOUND = 'Saved query not found';
export const LATEST_QUERY_NOT_FOUND = 'Query not found';

/** Superset's TabState.to_dict. */
export type TabStateDict = TabState;

export class TabStateService {
  readonly repo: TabStateRepository;

  constructor(
    private readonly deps: {
      db: Kysely<MetadataSchema>;
      databases: DatabasesService;
      queries: QueriesRepository;
    },
  ) {
    this.repo = new TabStateRepository(deps.db);
  }

  private user(principal: Principal): AuthenticatedPrincipal {
    const user = requireUser(principal);
    assertSqlLabAccess(user);
    return user;
  }

  private async own(user: AuthenticatedPrincipal, id: number): Promise<TabStateRow> {
    const row = await this.repo.findOwn(user.userId, id);
    if (!row) throw new NotFoundError(TAB_STATE_NOT_FOUND);
    return row;
  }

  /** Refuses references to things the user cannot see; returns the stored columns. */
  private async changesFrom(
    fields: TabFields,
    user: AuthenticatedPrincipal,
  ): Promise<TabStateChanges> {
    if (fields.database_id != null) {
      try {
        await this.deps.databases.getVisible(fields.database_id, user);
      } catch (err) {
        if (isAppError(err) && err.code === 'NOT_FOUND') {
          throw new ValidationError({ database_id: [DATABASE_NOT_FOUND] });
        }
        throw err;
      }
    }
    if (
      fields.saved_query_id != null &&
      !(await this.repo.ownsSavedQuery(user.userId, fields.saved_query_id))
    ) {
      throw new ValidationError({ saved_query_id: [SAVED_QUERY_NOT_FOUND] });
    }
    if (fields.latest_query_id != null) {
      const query = await this.deps.queries.findByClientId(fields.latest_query_id);
      if (query?.user_id !== user.userId) {
        throw new ValidationError({ latest_query_id: [LATEST_QUERY_NOT_FOUND] });
      }
    }
    const { autorun, hide_left_bar: hideLeftBar, ...rest } = fields;
    return {
      ...rest,
      ...(autorun !== undefined ? { autorun: autorun ? 1 : 0 } : {}),
      ...(hideLeftBar !== undefined ? { hide_left_bar: hideLeftBar ? 1 : 0 } : {}),
    };
  }

  /** `POST /tabstateview/`: a new tab from the editor document, made the active one. */
  async create(body: unknown, principal: Principal): Promise<{ id: number }> {
    const user = this.user(principal);
    const changes = await this.changesFrom(tabFieldsFrom(queryEditorDocument(body)), user);
    const row = await this.repo.insertActive({
      user_id: user.userId,
      label: changes.label ?? UNTITLED_QUERY,
      database_id: changes.database_id ?? null,
      catalog: changes.catalog ?? null,
      schema: changes.schema ?? null,
      sql: changes.sql ?? null,
      query_limit: changes.query_limit ?? null,
      latest_query_id: changes.latest_query_id ?? null,
      autorun: changes.autorun ?? 0,
      template_params: changes.template_params ?? null,
      hide_left_bar: changes.hide_left_bar ?? 0,
      saved_query_id: changes.saved_query_id ?? null,
      extra_json: changes.extra_json ?? null,
    });
    return { id: row.id };
  }

  async get(id: number, principal: Principal): Promise<TabStateDict> {
    const user = this.user(principal);
    return this.toDict(await this.own(user, id));
  }

  /** `PUT /tabstateview/{id}`: the fields sent change, the others stay. */
  async update(id: number, body: unknown, isForm: boolean, principal: Principal): Promise<void> {
    const user = this.user(principal);
    await this.own(user, id);
    const changes = await this.changesFrom(tabFieldsFrom(tabUpdateDocument(body, isForm)), user);
    if (Object.keys(changes).length === 0) return;
    if (!(await this.repo.update(user.userId, id, changes))) {
      throw new NotFoundError(TAB_STATE_NOT_FOUND);
    }
  }

  async delete(id: number, principal: Principal): Promise<void> {
    const user = this.user(principal);
    if (!(await this.repo.delete(user.userId, id))) throw new NotFoundError(TAB_STATE_NOT_FOUND);
  }

  async activate(id: number, principal: Principal): Promise<void> {
    const user = this.user(principal);
    if (!(await this.repo.activate(user.userId, id))) throw new NotFoundError(TAB_STATE_NOT_FOUND);
  }

  /**
   * A run started from a tab (execute's `sql_editor_id`) becomes the tab's latest query, so the
   * tab shows it again after a reload. An id that is not one of the user's tabs changes nothing.
   */
  async recordLatestQuery(
    userId: number,
    sqlEditorId: string | null | undefined,
    clientId: string,
  ): Promise<void> {
    if (!sqlEditorId || !/^[1-9][0-9]{0,15}$/.test(sqlEditorId)) return;
    await this.repo.update(userId, Number(sqlEditorId), { latest_query_id: clientId });
  }

  /** The user's tabs: every tab's id and label, and the active one in full (SQL Lab's bootstrap). */
  async overview(principal: Principal): Promise<{
    activeTab: TabStateDict | null;
    tabStateIds: [number, string][];
    editorIds: string[];
  }> {
    const user = this.user(principal);
    const tabs = await this.repo.listOwn(user.userId);
    // The active tab, or the newest one when none is marked (e.g. the active one was closed).
    const active = tabs.find((t) => t.active === 1) ?? tabs[tabs.length - 1];
    return {
      activeTab: active ? await this.toDict(active) : null,
      tabStateIds: tabs.map((t) => [t.id, t.label]),
      editorIds: tabs.map((t) => String(t.id)),
    };
  }

  private async toDict(row: TabStateRow): Promise<TabStateDict> {
    const latest = row.latest_query_id
      ? await this.deps.queries.findByClientId(row.latest_query_id)
      : undefined;
    const latestQuery =
      latest && latest.user_id === row.user_id
        ? toQueryDict(latest, await loadQueryRefs(this.deps.db, [latest]))
        : null;
    return {
      id: row.id,
      user_id: row.user_id,
      label: row.label,
      active: row.active === 1,
      database_id: row.database_id,
      dbId: row.database_id,
      catalog: row.catalog,
      schema: row.schema,
      table_schemas: [],
      sql: row.sql,
      query_limit: row.query_limit,
      latest_query: latestQuery,
      autorun: row.autorun === 1,
      template_params: row.template_params,
      hide_left_bar: row.hide_left_bar === 1,
      saved_query: row.saved_query_id === null ? null : { id: row.saved_query_id },
      extra_json: row.extra_json,
    };
  }
}
