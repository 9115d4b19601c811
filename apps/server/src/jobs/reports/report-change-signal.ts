/**
 * Tells this process's report scheduler that a schedule was created, edited or deleted, so it
 * re-reads the schedules at once instead of at its next periodic refresh (which is still what
 * picks up edits made in other processes).
 */
export type ReportChangeListener = () => void;

export class ReportChangeSignal {
  private readonly listeners = new Set<ReportChangeListener>();

  subscribe(listener: ReportChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The process-wide signal the report API notifies and schedulers subscribe to. */
export const reportChanges = new ReportChangeSignal();
