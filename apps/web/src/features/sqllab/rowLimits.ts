/**
 * The row limit choices of a tab: Superset's 10, 100, 1 000, 10 000 and 100 000, never above the
 * server's SQL_MAX_ROW, which is itself offered as the largest choice.
 */

export const ROW_LIMIT_CHOICES = [10, 100, 1000, 10000, 100000] as const;

export function rowLimitOptions(serverMax: number | null | undefined): number[] {
  if (serverMax === null || serverMax === undefined || !(serverMax > 0))
    return [...ROW_LIMIT_CHOICES];
  const max = Math.floor(serverMax);
  const options: number[] = ROW_LIMIT_CHOICES.filter((limit) => limit < max);
  options.push(max);
  return options;
}

/** A limit the server will accept: at least 1, at most its maximum. */
export function clampRowLimit(limit: number, serverMax: number | null | undefined): number {
  const max = serverMax !== null && serverMax !== undefined && serverMax > 0 ? serverMax : Infinity;
  if (!Number.isFinite(limit) || limit < 1) return Math.min(1000, max);
  return Math.min(Math.floor(limit), max);
}

/** `1 000`, `100 000`: thousands separated by a space, as Superset's limit menu shows them. */
export function formatRowLimit(limit: number): string {
  return String(limit).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
