/**
 * Dashboard versions for optimistic locking. A dashboard's version is its `changed_on`, which
 * every save moves strictly forward (by one millisecond when two saves fall in the same
 * millisecond), so `(id, changed_on)` names one version. GET answers it as a strong ETag; a PUT
 * that sends `If-Match` is applied only to that version, checked and written in one statement,
 * so two saves made from the same loaded copy cannot both win.
 */
import crypto from 'node:crypto';
import { AppError } from '@panorama/core/errors/app-error';

export const DASHBOARD_CHANGED_SINCE_LOADED =
  'This dashboard was changed by someone else since you loaded it. Reload it and save again.';

/** 412: the `If-Match` version is not the dashboard's current one; nothing was changed. */
export class PreconditionFailedError extends AppError {
  constructor(message = DASHBOARD_CHANGED_SINCE_LOADED) {
    // The shared error codes have no precondition code; the status is what clients act on.
    super('CONFLICT', 412, message);
  }
}

/** The strong ETag of one dashboard version, quotes included as the header carries it. */
export function dashboardEtag(version: { id: number; changed_on: string }): string {
  const digest = crypto
    .createHash('sha256')
    .update(`${version.id}\n${version.changed_on}`)
    .digest('base64url')
    .slice(0, 22);
  return `"${version.id}-${digest}"`;
}

/**
 * Whether an `If-Match` header value admits the current ETag (RFC 9110 13.1.1): `*` admits any
 * existing version, otherwise one of the listed tags must equal it under strong comparison, so
 * weak tags (`W/"..."`) never match. An absent header is not a precondition at all.
 */
export function ifMatchAdmits(header: string | undefined, currentEtag: string): boolean {
  if (header === undefined) return true;
  const trimmed = header.trim();
  if (trimmed === '*') return true;
  const tags = trimmed.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => !tag.startsWith('W/') && tag === currentEtag);
}

/**
 * The `changed_on` a save stores: now, or one millisecond past the previous value when the clock
 * has not moved past it (two saves in one millisecond, or a clock step backwards), so every
 * save gives a new version.
 */
export function nextChangedOn(previous: string, now: Date = new Date()): string {
  const previousMs = Date.parse(previous);
  if (Number.isNaN(previousMs) || now.getTime() > previousMs) return now.toISOString();
  return new Date(previousMs + 1).toISOString();
}
