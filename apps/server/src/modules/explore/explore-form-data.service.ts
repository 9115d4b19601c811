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
import { ForbiddenError, NotFoundError } from '@panorama/core/errors/app-error';
import { requirePermission, type Principal } from '../../security/principal';
import type { KeyValueService } from '../key-value/key-value.service';
import type { ExploreAccess } from './explore-access';
import type { FormDataBody } from './explore-schemas';

export const FORM_DATA_RESOURCE = 'explore_form_data';
export const FORM_DATA_TAB_RESOURCE = 'explore_form_data_tab';
/** Superset's EXPLORE_FORM_DATA_CACHE_CONFIG default: seven days, refreshed on every read. */
export const FORM_DATA_TTL_SECONDS = 7 * 24 * 3600;
/** Superset's TemporaryCacheAccessDeniedError text. */
export const FORM_DATA_NOT_YOURS = "You don't have permission to modify the value.";

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
  constructor(
    private readonly keyValue: KeyValueService,
    private readonly access: ExploreAccess,
  ) {}

  async create(body: FormDataWrite, principal: Principal): Promise<string> {
    requirePermission(principal, 'can_write', VIEW_MENU);
    await this.assertAccess(body, principal);
    const tabKey = this.tabKey(body, principal);
    return this.store(await this.rememberedKey(body, tabKey), body, principal, tabKey);
  }

  async update(key: string, body: FormDataWrite, principal: Principal): Promise<string> {
    requirePermission(principal, 'can_write', VIEW_MENU);
    await this.assertAccess(body, principal);
    const entry = await this.keyValue.get<FormDataState>(FORM_DATA_RESOURCE, key);
    if (!entry) throw new NotFoundError();
    if (entry.value.owner !== principal.userId) throw new ForbiddenError(FORM_DATA_NOT_YOURS);
    const tabKey = this.tabKey(body, principal);
    return this.store(await this.rememberedKey(body, tabKey), body, principal, tabKey);
  }

  /** The stored form data (JSON text), or null when there is no live entry under the key. */
  async get(key: string, principal: Principal): Promise<string | null> {
    requirePermission(principal, 'can_read', VIEW_MENU);
    const entry = await this.keyValue.get<FormDataState>(FORM_DATA_RESOURCE, key);
    if (!entry) return null;
    const state = entry.value;
    await this.access.assertCanRead(
      { id: state.datasource_id, type: state.datasource_type },
      state.chart_id,
      principal,
    );
    await this.keyValue.touch(FORM_DATA_RESOURCE, key, FORM_DATA_TTL_SECONDS);
    return state.form_data;
  }

  async delete(key: string, principal: Principal): Promise<boolean> {
    requirePermission(principal, 'can_write', VIEW_MENU);
    const entry = await this.keyValue.get<FormDataState>(FORM_DATA_RESOURCE, key);
    if (!entry) return false;
    const state = entry.value;
    await this.access.assertCanRead(
      { id: state.datasource_id, type: state.datasource_type },
      state.chart_id,
      principal,
    );
    if (state.owner !== principal.userId) throw new ForbiddenError(FORM_DATA_NOT_YOURS);
    return this.keyValue.delete(FORM_DATA_RESOURCE, key);
  }

  private assertAccess(body: FormDataWrite, principal: Principal): Promise<void> {
    return this.access.assertCanRead(
      { id: body.datasource_id, type: body.datasource_type },
      body.chart_id,
      principal,
    );
  }

  /** One named entry per user, session, tab, dataset and chart remembers that tab's key. */
  private tabKey(body: FormDataWrite, principal: Principal): string {
    return this.keyValue.namedKey(FORM_DATA_TAB_RESOURCE, [
      principal.userId,
      principal.sessionId,
      body.tab_id ?? null,
      body.datasource_id,
      body.datasource_type,
      body.chart_id ?? null,
    ]);
  }

  private async rememberedKey(body: FormDataWrite, tabKey: string): Promise<string | null> {
    if (!body.tab_id) return null;
    const remembered = await this.keyValue.get<{ key: string }>(FORM_DATA_TAB_RESOURCE, tabKey);
    return remembered?.value.key ?? null;
  }

  private async store(
    reusableKey: string | null,
    body: FormDataWrite,
    principal: Principal,
    tabKey: string,
  ): Promise<string> {
    const state: FormDataState = {
      owner: principal.userId,
      datasource_id: body.datasource_id,
      datasource_type: body.datasource_type,
      chart_id: body.chart_id ?? null,
      form_data: body.form_data,
    };
    const options = { createdBy: principal.userId, ttlSeconds: FORM_DATA_TTL_SECONDS };
    let key: string;
    if (reusableKey) {
      key = reusableKey;
      await this.keyValue.set(FORM_DATA_RESOURCE, key, state, options);
    } else {
      key = await this.keyValue.create(FORM_DATA_RESOURCE, state, options);
    }
    if (body.tab_id) await this.keyValue.set(FORM_DATA_TAB_RESOURCE, tabKey, { key }, options);
    return key;
  }
}
