/**
 * The field rules of a dashboard save (spec 1 section 5), shared by create, update, copy and
 * import: an empty title becomes '[ untitled dashboard ]', an empty slug or JSON text null.
 */
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
