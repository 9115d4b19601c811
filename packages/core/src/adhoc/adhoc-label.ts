/**
 * Default labels of adhoc metrics and filters are their SQL text, shortened so a drop zone chip
 * stays readable: a text of 43 characters or more keeps its first 40 and gets
 * '...'; shorter texts are kept whole, so a shortened label is never longer than the original.
 */

export const LABEL_MAX_LENGTH = 40;
const TRUNCATE_FROM = LABEL_MAX_LENGTH + 3;

export function truncateLabel(label: string): string {
  return label.length < TRUNCATE_FROM ? label : `${label.slice(0, LABEL_MAX_LENGTH)}...`;
}
