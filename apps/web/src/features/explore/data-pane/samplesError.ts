/**
 * The message a failed samples request shows: the server's own words when it sent some, else
 * Superset's generic 'Sorry, an error occurred'.
 */
import { t } from '../../../i18n/t';

function serverMessage(body: unknown): string | null {
  if (typeof body === 'string')
    return body.trim() !== '' && !body.trimStart().startsWith('<') ? body : null;
  if (typeof body !== 'object' || body === null) return null;
  const { message, msg, error, errors } = body as Record<string, unknown>;
  if (Array.isArray(errors)) {
    const messages = (errors as unknown[])
      .map((e) => (typeof e === 'object' && e !== null ? (e as { message?: unknown }).message : e))
      .filter((m): m is string => typeof m === 'string' && m !== '');
    if (messages.length > 0) return messages.join('\n');
  }
  for (const candidate of [message, msg, error])
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  return null;
}

/** `error` is what RTK Query rejected with (`{status, data}`) or a failed result's `error` text. */
export function samplesErrorMessage(error: unknown): string {
  const fallback = t('Sorry, an error occurred');
  if (typeof error === 'string') return error !== '' ? error : fallback;
  if (typeof error !== 'object' || error === null) return fallback;
  return serverMessage((error as { data?: unknown }).data) ?? fallback;
}
