/**
 * A dashboard's filter state kept on the server (Superset's dashboard filter state cache): the
 * applied data masks a browser tab shows, stored under a key the dashboard URL carries as
 * `native_filters_key`. Every call needs the dashboard to be visible to the caller (missing and
 * hidden both answer 404, as the rest of the dashboard API does); anyone who may open the
 * dashboard may read an entry, so a shared link works, but only its creator may replace or
 * delete it. A guest of an embedded dashboard keeps the filter state of that dashboard alone.
 *
 * Entries live 90 days (Superset's FILTER_STATE_CACHE_CONFIG default, longer than explore form
 * data because dashboard links are shared and bookmarked) and, like explore form data, every
 * read restarts that lifetime; expired entries are ignored and purged.
 */
import { NotFoundError } from '@panorama/core/errors/app-error';
import { requirePermission, type Principal } from '../../security/principal';
import type { DashboardsService } from '../dashboards/dashboards.service';
import type { KeyValueService } from '../key-value/key-value.service';
import { TemporaryCache, ownership, type OwnedState } from '../key-value/temporary-cache';

export const FILTER_STATE_RESOURCE = 'dashboard_filter_state';
export const FILTER_STATE_TAB_RESOURCE = 'dashboard_filter_state_tab';
export const FILTER_STATE_TTL_SECONDS = 90 * 24 * 3600;

const VIEW_MENU = 'DashboardFilterStateRestApi';

/** What an entry holds. */
interface FilterStateEntry extends OwnedState {
  dashboard_id: number;
  /** The data masks as the client sent them: JSON text. */
  value: string;
}

export interface FilterStateWrite {
  value: string;
  tabId?: number | undefined;
}

export class DashboardFilterStateService {
  private readonly cache: TemporaryCache<FilterStateEntry>;

  constructor(
    keyValue: KeyValueService,
    private readonly dashboards: DashboardsService,
  ) {
    this.cache = new TemporaryCache(keyValue, {
      resource: FILTER_STATE_RESOURCE,
      tabResource: FILTER_STATE_TAB_RESOURCE,
      ttlSeconds: FILTER_STATE_TTL_SECONDS,
    });
  }

  async create(dashboardId: number, write: FilterStateWrite, principal: Principal) {
    requirePermission(principal, 'can_write', VIEW_MENU);
    const id = await this.visibleId(dashboardId, principal);
    return this.store(id, write, principal);
  }

  /** Replaces the caller's own entry; answers the key to use from now on. */
  async update(dashboardId: number, key: string, write: FilterStateWrite, principal: Principal) {
    requirePermission(principal, 'can_write', VIEW_MENU);
    const id = await this.visibleId(dashboardId, principal);
    this.cache.assertOwner(await this.entry(id, key), principal);
    return this.store(id, write, principal);
  }

  /** The stored data masks (JSON text). */
  async get(dashboardId: number, key: string, principal: Principal): Promise<string> {
    requirePermission(principal, 'can_read', VIEW_MENU);
    const id = await this.visibleId(dashboardId, principal);
    const entry = await this.entry(id, key);
    await this.cache.refresh(key);
    return entry.value;
  }

  async delete(dashboardId: number, key: string, principal: Principal): Promise<void> {
    requirePermission(principal, 'can_write', VIEW_MENU);
    const id = await this.visibleId(dashboardId, principal);
    this.cache.assertOwner(await this.entry(id, key), principal);
    await this.cache.delete(key);
  }

  private async visibleId(dashboardId: number, principal: Principal): Promise<number> {
    return (await this.dashboards.getVisible(dashboardId, principal)).id;
  }

  /** The live entry of this dashboard under the key; another dashboard's entry is missing here. */
  private async entry(dashboardId: number, key: string): Promise<FilterStateEntry> {
    const entry = await this.cache.peek(key);
    if (!entry || entry.dashboard_id !== dashboardId) throw new NotFoundError();
    return entry;
  }

  /** One key per user, session, tab and dashboard. */
  private store(dashboardId: number, write: FilterStateWrite, principal: Principal) {
    const entry: FilterStateEntry = {
      ...ownership(principal),
      dashboard_id: dashboardId,
      value: write.value,
    };
    return this.cache.write(entry, principal, { tabId: write.tabId, parts: [dashboardId] });
  }
}
