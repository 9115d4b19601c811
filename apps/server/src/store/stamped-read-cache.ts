/**
 * Per-process memo of metadata reads (a user's roles and permissions, a dataset with its columns
 * and database, row-level rules) that is exact, not time-based: every entry belongs to one
 * "change stamp" of the metadata store, and any committed write — by this process or any other
 * sharing the store — changes the stamp and drops every entry. So a revoked permission or an
 * edited dataset takes effect on the very next request, as without the memo, while the hot path
 * of a dashboard (the same few users and datasets, over and over) skips half a dozen queries.
 *
 * Stores that cannot give a cheap stamp (PostgreSQL) pass `null` and every read goes through.
 * Values are shared between requests and must not be mutated by callers.
 */
const DEFAULT_MAX_ENTRIES = 5_000;

export type ChangeStamp = () => string | null;

export class StampedReadCache {
  private stamp: string | null = null;
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(
    private readonly currentStamp: ChangeStamp,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  /** `load()`'s value for `key` under the store's current state, loading it at most once. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const stamp = this.currentStamp();
    if (stamp === null) return load();
    if (stamp !== this.stamp) {
      this.entries.clear();
      this.stamp = stamp;
    }
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const loading = load();
    this.entries.set(key, loading);
    // A failed read is not remembered: the next request tries again.
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    return loading;
  }
}

/** A cache that never remembers (tests and callers without a store stamp). */
export const NO_READ_CACHE = new StampedReadCache(() => null);
