/**
 * Short-lived, owned state a page keeps on the server under a key its URL carries (Superset's
 * temporary cache: explore form data, a dashboard's filter state). Every entry records who wrote
 * it; only that user may replace or delete it, while reading is left to the feature's own access
 * rule (a shared link works for whoever may open what it shows). Reading an entry restarts its
 * lifetime.
 *
 * With a browser tab id, the same signed-in user, session, tab and scope (e.g. the dashboard)
 * keep one key, found again through a second, named entry; without one, every write gets a new
 * key. Anonymous visitors and guests never share a key: nothing tells one visitor's tab from
 * another's.
 *
 * A guest of an embedded dashboard has no user id; its entries record the name its token gives
 * it instead, so the same guest may replace them (the embedding site names its own users).
 */
import { ForbiddenError } from '@panorama/core/errors/app-error';
import type { Principal } from '../../security/principal';
import type { KeyValueService } from './key-value.service';

/** Superset's TemporaryCacheAccessDeniedError text. */
export const TEMPORARY_STATE_NOT_YOURS = "You don't have permission to modify the value.";

/** What every entry holds besides the feature's own fields. */
export interface OwnedState {
  owner: number | null;
  /** The guest token's user name, for a guest's entries only. */
  guest?: string;
}

/** Who an entry written by the principal belongs to. */
export function ownership(principal: Principal): OwnedState {
  return principal.guest ? { owner: null, guest: principal.username } : { owner: principal.userId };
}

export interface TemporaryCacheKind {
  /** `key_values.resource` of the entries. */
  resource: string;
  /** `key_values.resource` of the per-tab entries remembering a tab's key. */
  tabResource: string;
  ttlSeconds: number;
}

/** Where a write comes from: the browser tab (if any) and what the entry is about. */
export interface TemporaryCacheScope {
  tabId?: number | undefined;
  parts: readonly (string | number | null)[];
}

export class TemporaryCache<T extends OwnedState> {
  constructor(
    private readonly keyValue: KeyValueService,
    private readonly kind: TemporaryCacheKind,
  ) {}

  /** The state under the key, or null (unknown, malformed or expired). */
  async peek(key: string): Promise<T | null> {
    return (await this.keyValue.get<T>(this.kind.resource, key))?.value ?? null;
  }

  /** Restarts the entry's lifetime: called once a reader was allowed to see it. */
  refresh(key: string): Promise<void> {
    return this.keyValue.touch(this.kind.resource, key, this.kind.ttlSeconds);
  }

  /** Throws 403 unless the principal wrote the state (an anonymous entry belongs to nobody). */
  assertOwner(state: T, principal: Principal): void {
    const mine = principal.guest
      ? state.owner === null && state.guest === principal.username
      : state.owner !== null && state.owner === principal.userId;
    if (!mine) throw new ForbiddenError(TEMPORARY_STATE_NOT_YOURS);
  }

  /** Stores the state under the tab's key (or a new one) and returns that key. */
  async write(state: T, principal: Principal, scope: TemporaryCacheScope): Promise<string> {
    const tabKey = this.tabKey(principal, scope);
    const remembered = tabKey
      ? await this.keyValue.get<{ key: string }>(this.kind.tabResource, tabKey)
      : null;
    const options = { createdBy: principal.userId, ttlSeconds: this.kind.ttlSeconds };
    let key: string;
    if (remembered) {
      key = remembered.value.key;
      await this.keyValue.set(this.kind.resource, key, state, options);
    } else {
      key = await this.keyValue.create(this.kind.resource, state, options);
    }
    if (tabKey) await this.keyValue.set(this.kind.tabResource, tabKey, { key }, options);
    return key;
  }

  delete(key: string): Promise<boolean> {
    return this.keyValue.delete(this.kind.resource, key);
  }

  private tabKey(principal: Principal, scope: TemporaryCacheScope): string | null {
    if (!scope.tabId || principal.userId === null) return null;
    return this.keyValue.namedKey(this.kind.tabResource, [
      principal.userId,
      principal.sessionId,
      scope.tabId,
      ...scope.parts,
    ]);
  }
}
