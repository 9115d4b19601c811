/**
 * SQLite has no date type: DATE/DATETIME/TIMESTAMP columns hold ISO-8601 text by convention
 * (SQLAlchemy writes `2024-01-02 03:04:05.000000`). To give callers the same `Date` values the
 * other engines return, such text is parsed; a naive timestamp is read as UTC, as Superset does.
 */
const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** The instant an ISO-like date or timestamp text names, or null when it is not one. */
export function parseTemporalText(text: string): Date | null {
  const m = ISO_LIKE.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone] = m;
  const ms = frac.padEnd(3, '0').slice(0, 3);
  let offset = 'Z';
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    offset = `${digits.slice(0, 3)}:${digits.slice(3, 5) || '00'}`;
  }
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
