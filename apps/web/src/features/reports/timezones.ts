/**
 * The timezones a report schedule may use: every IANA zone the browser knows, labelled with
 * its current UTC offset so "when will this arrive" is easy to judge. Pure apart from `Intl`.
 */

export interface TimezoneOption {
  value: string;
  label: string;
}

/** Used when the browser cannot list its zones (older engines). */
const FALLBACK_ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Moscow',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];

function zoneNames(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    const zones = intl.supportedValuesOf?.('timeZone');
    if (zones && zones.length > 0) return zones;
  } catch {
    // Fall through to the short list.
  }
  return FALLBACK_ZONES;
}

/** "GMT+05:30" for a zone at `at`, or "" when the engine cannot say. */
export function utcOffsetLabel(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** Every zone (plus UTC and `extra`, e.g. a stored value the browser does not list). */
export function timezoneOptions(
  extra: readonly string[] = [],
  at: Date = new Date(),
): TimezoneOption[] {
  const zones = [...new Set(['UTC', ...zoneNames(), ...extra.filter((z) => z !== '')])];
  return zones.map((zone) => {
    const offset = utcOffsetLabel(zone, at);
    return { value: zone, label: offset && offset !== 'GMT' ? `${zone} (${offset})` : zone };
  });
}
