/**
 * Public keys of key-value entries. A key is the entry's UUID written as 22 URL-safe base64
 * characters: random keys carry 122 random bits (a version-4 UUID), so they cannot be guessed or
 * enumerated, and a key maps to its row without a second lookup column. Named keys are derived
 * from a list of parts (a SHA-256 digest shaped as a UUID) for entries a server finds again by
 * what they describe rather than by a key it handed out.
 */
import crypto from 'node:crypto';

const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

function uuidFromBytes(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Marks 16 bytes as an RFC 9562 UUID of the given version (4: random, 8: custom/derived). */
function stamp(bytes: Buffer, version: 4 | 8): Buffer {
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | (version << 4);
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return bytes;
}

export interface EntryKey {
  /** What clients see and send back. */
  key: string;
  /** What the `key_values.uuid` column stores. */
  uuid: string;
}

export function randomEntryKey(): EntryKey {
  const bytes = stamp(crypto.randomBytes(16), 4);
  return { key: bytes.toString('base64url'), uuid: uuidFromBytes(bytes) };
}

/** The same parts always give the same key; different parts give unrelated keys. */
export function namedEntryKey(parts: readonly (string | number | null | undefined)[]): EntryKey {
  const digest = crypto
    .createHash('sha256')
    .update(JSON.stringify(parts.map((p) => (p === undefined ? null : p))))
    .digest()
    .subarray(0, 16);
  const bytes = stamp(Buffer.from(digest), 8);
  return { key: bytes.toString('base64url'), uuid: uuidFromBytes(bytes) };
}

/** The UUID a key stands for, or null when the text is not a key this server could have issued. */
export function uuidOfKey(key: string): string | null {
  if (!KEY_PATTERN.test(key)) return null;
  const bytes = Buffer.from(key, 'base64url');
  // 22 characters hold 132 bits; only the canonical spelling of the 128 is accepted.
  if (bytes.length !== 16 || bytes.toString('base64url') !== key) return null;
  return uuidFromBytes(bytes);
}

export function isEntryKey(text: string): boolean {
  return uuidOfKey(text) !== null;
}
