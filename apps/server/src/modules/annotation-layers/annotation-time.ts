/**
 * Annotation start and end times. Clients send ISO-8601 text (`2024-01-31`, `2024-01-31 12:00`,
 * `2024-01-31T12:00:00Z`, `...+02:00`); a time without a zone is UTC, as Superset stores naive
 * UTC datetimes. Stored and returned as `YYYY-MM-DDTHH:mm:ss` (UTC, no zone, whole seconds),
 * a fixed-width form whose text order is time order, so range queries compare strings.
 */

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** The instant a client's date-time text names, or null when it is not one. */
export function parseAnnotationTime(text: string): Date | null {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00', zone] = match;
  const monthNumber = Number(month);
  const dayNumber = Number(day);
  if (monthNumber < 1 || monthNumber > 12 || dayNumber < 1) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  // Date.UTC rolls 2024-02-30 over to March; a calendar date must survive the round trip.
  const utcDate = new Date(Date.UTC(Number(year), monthNumber - 1, dayNumber));
  if (utcDate.getUTCMonth() !== monthNumber - 1) return null;
  const offset = zone && zone.toUpperCase() !== 'Z' ? zoneOffsetMinutes(zone) : 0;
  const ms =
    Date.UTC(
      Number(year),
      monthNumber - 1,
      dayNumber,
      Number(hour),
      Number(minute),
      Number(second),
    ) -
    offset * 60_000;
  return Number.isFinite(ms) ? new Date(ms) : null;
}

function zoneOffsetMinutes(zone: string): number {
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

/** `2024-01-31T12:00:00`: the stored and returned form of an instant. */
export function storedAnnotationTime(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** Epoch milliseconds of a stored time (chart data sends times as epoch ms, as Superset does). */
export function annotationTimeMs(stored: string): number {
  return Date.parse(`${stored}Z`);
}
