/**
 * List titles longer than 25 characters may be cut off, so they get a tooltip with the full title.
 */
export const TITLE_TOOLTIP_MIN_LENGTH = 26;

export function needsTitleTooltip(title: string): boolean {
  return title.length >= TITLE_TOOLTIP_MIN_LENGTH;
}
