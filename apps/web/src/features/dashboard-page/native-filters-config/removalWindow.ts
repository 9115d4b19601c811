/**
 * The undo window of a removed filter or divider, so a removal by mistake costs nothing: for
 * FILTER_REMOVAL_UNDO_MS after a removal the item can be restored; then `onExpire` fires once and
 * the item is gone from the list. Restoring cancels the pending expiry.
 */
import { FILTER_REMOVAL_UNDO_MS } from '@panorama/core/filters/filter-constants';

export class RemovalWindow {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly onExpire: (id: string) => void,
    private readonly delayMs: number = FILTER_REMOVAL_UNDO_MS,
  ) {}

  /** Starts (or restarts) the window of `id`. */
  start(id: string): void {
    this.cancel(id);
    const timer = setTimeout(() => {
      this.timers.delete(id);
      this.onExpire(id);
    }, this.delayMs);
    this.timers.set(id, timer);
  }

  /** Stops the window of `id`; true when one was running (the item can be restored). */
  cancel(id: string): boolean {
    const timer = this.timers.get(id);
    if (timer === undefined) return false;
    clearTimeout(timer);
    this.timers.delete(id);
    return true;
  }

  isPending(id: string): boolean {
    return this.timers.has(id);
  }

  /** Stops every window without expiring anything (the modal closed). */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
