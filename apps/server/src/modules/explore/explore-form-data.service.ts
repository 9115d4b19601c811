/**
 * The chart editor's unsaved state (Superset's explore form data cache): the form data a browser
 * tab is editing, stored under a key the URL carries (`?form_data_key=`), so a reload or a shared
 * link reopens the same state. Entries expire after a week, and reading one restarts its week.
 *
 * An entry remembers who wrote it: only that user may change or delete it. Reading needs read
 * access to its dataset (and chart), as Superset checks, so a link shared with a colleague works
 * exactly when the colleague could open the chart anyway.
 *
 * With a `tab_id`, the same browser tab editing the same dataset and chart keeps one key (found
 * again through a named entry per user, session and tab); without one every write gets a new key.
 */
import { NotFoundError } from '@panorama/core/errors/app-error';
import { requirePermission, type Principal } from '../../security/principal';
import type { KeyValueService } from '../key-value/key-value.service';
import { TemporaryCache } from '../key-value/temporary-cache';
import type { ExploreAccess } from './explore-access';
import type { FormDataBody } from '@panorama/core/schemas/explore';

export const FORM_DATA_RESOURCE = 'explore_form_data';
export const FORM_DATA_TAB_RESOURCE = 'explore_form_data_tab';
/** Superset's EXPLORE_FORM_DATA_CACHE_CONFIG default: seven days, refreshed on every read. */
export const FORM_DATA_TTL_SECONDS = 7 * 24 * 3600;

const VIEW_MENU = 'ExploreFormDataRestApi';

/** What an entry holds (Superset's TemporaryExploreState). */
export interface FormDataState {
  owner: number | null;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  /** The form data as the client sent it: JSON text. */
  form_data: string;
}

export interface FormDataWrite extends FormDataBody {
  tab_id?: number | undefined;
}

export class ExploreFormDataService {
  private readonly cache: TemporaryCache<FormDataState>;

  constructor(
    keyValue: KeyValueService,
    private readonly access: ExploreAccess,
  ) {
    this.cache = new TemporaryCache(keyValue, {
      resource: FORM_DATA_RESOURCE,
      tabResource: FORM_DATA_TAB_RESOURCE,
      ttlSeconds: FORM_DATA_TTL_SECONDS,
    });
  }

  async create(body: FormDataWrite, principal: Principal): Promise<string> {
    requirePermission(principal, 'can_write', VIEW_MENU);
    await this.assertAccess(body, principal);
    return this.store(body, principal);
  }

  async update(key: string, body: FormDataWrite, principal: Principal): Promise<string> {
    requirePermission(principal, 'can_write', VIEW_MENU);
    await this.assertAccess(body, principal);
    const state = await this.cache.peek(key);
    if (!state) throw new NotFoundError();
    this.cache.assertOwner(state, principal);
    return this.store(body, principal);
  }

  /** The stored form data (JSON text), or null when there is no live entry under the key. */
  async get(key: string, principal: Principal): Promise<string | null> {
    requirePermission(principal, 'can_read', VIEW_MENU);
    const state = await this.cache.peek(key);
    if (!state) return null;
    await this.assertStoredAccess(state, principal);
    await this.cache.refresh(key);
    return state.form_data;
  }

  async delete(key: string, principal: Principal): Promise<boolean> {
    requirePermission(principal, 'can_write', VIEW_MENU);
    const state = await this.cache.peek(key);
    if (!state) return false;
    await this.assertStoredAccess(state, principal);
    this.cache.assertOwner(state, principal);
    return this.cache.delete(key);
  }

  private assertAccess(body: FormDataWrite, principal: Principal): Promise<void> {
    return this.access.assertCanRead(
      { id: body.datasource_id, type: body.datasource_type },
      body.chart_id,
      principal,
    );
  }

  private assertStoredAccess(state: FormDataState, principal: Principal): Promise<void> {
    return this.access.assertCanRead(
      { id: state.datasource_id, type: state.datasource_type },
      state.chart_id,
      principal,
    );
  }

  /** One key per user, session, tab, dataset and chart. */
  private store(body: FormDataWrite, principal: Principal): Promise<string> {
    const state: FormDataState = {
      owner: principal.userId,
      datasource_id: body.datasource_id,
      datasource_type: body.datasource_type,
      chart_id: body.chart_id ?? null,
      form_data: body.form_data,
    };
    return this.cache.write(state, principal, {
      tabId: body.tab_id,
      parts: [body.datasource_id, body.datasource_type, body.chart_id ?? null],
    });
  }
}
