/**
 * The small JSON detail an audit event carries, made safe to store and to ship: any key that
 * names a secret (password, token, key, secret, credentials...) is dropped at any depth, so a
 * careless caller cannot leak one, and long values are cut so one event stays one short line.
 */

/** Keys never written, whatever their value: matched anywhere in the key, any case. */
const SECRET_KEY =
  /pass(word|wd)?|secret|token|credential|private|api[_-]?key|authorization|cookie|sqlalchemy_uri|^uri$/i;
const MAX_STRING = 500;
const MAX_ITEMS = 50;
const MAX_DEPTH = 4;

export type AuditDetail = Record<string, unknown>;

function clean(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => clean(v, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>).slice(0, MAX_ITEMS)) {
      if (SECRET_KEY.test(key)) continue;
      const cleaned = clean(v, depth + 1);
      if (cleaned !== undefined) out[key] = cleaned;
    }
    return out;
  }
  return undefined;
}

/** The detail without secrets and within size, or null when nothing is left. */
export function safeAuditDetail(detail: AuditDetail | undefined): AuditDetail | null {
  if (!detail) return null;
  const cleaned = clean(detail, 0) as AuditDetail;
  return Object.keys(cleaned).length > 0 ? cleaned : null;
}
