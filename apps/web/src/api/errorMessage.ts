/** Turns whatever an RTK Query call rejected with into a sentence a user can read. */
import { t } from '../i18n/t';

/**
 * The server's own message when there is one (`{message}` or `{msg}` or a string body), else a
 * description of the transport failure, else `fallback`.
 */
export function errorMessage(
  error: unknown,
  fallback: string = t('Sorry, an unknown error occurred'),
): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const record = error as Record<string, unknown>;
  const fromBody = messageFromBody(record.data);
  if (fromBody) return fromBody;
  if (record.status === 'FETCH_ERROR')
    return t('Could not reach the server. Check your connection and try again.');
  if (record.status === 'TIMEOUT_ERROR') return t('The server took too long to answer.');
  if (typeof record.message === 'string' && record.message !== '') return record.message;
  return fallback;
}

function messageFromBody(data: unknown): string | undefined {
  if (typeof data === 'string')
    return data.trim() !== '' && !data.trimStart().startsWith('<') ? data : undefined;
  if (typeof data !== 'object' || data === null) return undefined;
  const { message, msg } = data as Record<string, unknown>;
  if (typeof message === 'string' && message !== '') return message;
  if (typeof msg === 'string' && msg !== '') return msg;
  // Validation failures arrive as `{message: {field: ['problem', ...]}}`.
  if (typeof message === 'object' && message !== null) {
    const parts = Object.entries(message as Record<string, unknown>).map(
      ([field, problems]) =>
        `${field}: ${Array.isArray(problems) ? problems.join(', ') : String(problems)}`,
    );
    if (parts.length > 0) return parts.join('; ');
  }
  return undefined;
}
