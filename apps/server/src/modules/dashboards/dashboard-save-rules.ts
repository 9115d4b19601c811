/**
 * The field rules of a dashboard save, shared by create, update, copy and
 * import: an empty title becomes '[ untitled dashboard ]', an empty slug or JSON text null.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { UNTITLED_DASHBOARD } from '@panorama/core/schemas/dashboard';

export function normalizeTitle(title: string | null | undefined): string {
  return title && title.trim() ? title.trim() : UNTITLED_DASHBOARD;
}

export function normalizeSlug(slug: string | null | undefined): string | null {
  return slug && slug.trim() ? slug.trim() : null;
}

export function blankToNull(text: string | null | undefined): string | null {
  return text && text.trim() ? text : null;
}

/**
 * A layout longer than the position data limit (65,535 characters unless configured, as in
 * Superset) is refused: the browser keeps the whole layout in memory and redraws it on every edit.
 */
export function assertPositionWithinLimit(
  positionJson: string | null | undefined,
  limit: number,
): void {
  if (positionJson && positionJson.length > limit)
    throw new ValidationError({
      position_json: [
        `Position data is too large: ${positionJson.length} characters, at most ${limit} are allowed. Reduce the dashboard's size before saving it.`,
      ],
    });
}
