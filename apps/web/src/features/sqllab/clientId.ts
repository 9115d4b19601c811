/**
 * Client ids of queries (Superset's `client_id`, 11 characters): made in the browser so Stop and
 * the CSV export can name a query before the server answered. `crypto.getRandomValues` works on
 * plain http too, unlike `randomUUID`.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
export const CLIENT_ID_LENGTH = 11;

export function newClientId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(CLIENT_ID_LENGTH));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}
