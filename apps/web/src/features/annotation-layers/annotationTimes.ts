/** How annotation times read on screen: the stored UTC wall-clock time, without the `T`. */

/** `2024-01-10T09:30:00` → `2024-01-10 09:30:00`; anything else as it came. */
export function displayTime(stored: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(stored) ? stored.replace('T', ' ') : stored;
}
