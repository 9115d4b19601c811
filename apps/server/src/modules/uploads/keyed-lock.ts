/**
 * Runs work one at a time per key, in arrival order, within this process. Uploads into the same
 * embedded database take turns: two writable DuckDB handles on one file in one process would not
 * see each other's changes (file locks only keep other processes out).
 */
export class KeyedLock<K> {
  private readonly tails = new Map<K, Promise<unknown>>();

  async run<T>(key: K, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      // The last in line cleans up, so idle keys do not accumulate.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
