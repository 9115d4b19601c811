/**
 * How much a ZIP archive may hold before it is refused unread. The sizes in an archive's headers
 * are the sender's to choose, so these bound the bytes actually inflated.
 */
export interface ArchiveLimits {
  maxEntries: number;
  /** Inflated bytes of all entries together. */
  maxTotalBytes: number;
  /** Inflated bytes per compressed byte of one entry. */
  maxRatio: number;
}
