/**
 * Durations given in milliseconds, written as units from years down ("1m 6s", "2d 3h 4m 5.6s"):
 * the DURATION and DURATION_SUB number formats. Below one second the milliseconds are shown
 * ("250ms"); DURATION_SUB also splits sub-milliseconds ("1ms 400µs 80ns").
 */

interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
  microseconds: number;
  nanoseconds: number;
}

function splitMilliseconds(ms: number): DurationParts {
  return {
    days: Math.trunc(ms / 86_400_000),
    hours: Math.trunc(ms / 3_600_000) % 24,
    minutes: Math.trunc(ms / 60_000) % 60,
    seconds: Math.trunc(ms / 1000) % 60,
    milliseconds: Math.trunc(ms) % 1000,
    // Rounded first so 1.40008 ms does not come out as 79.99999 ns.
    microseconds: Math.trunc(Math.round(ms * 1e6) / 1e3) % 1000,
    nanoseconds: Math.round(ms * 1e6) % 1000,
  };
}

/** Floors to one decimal without binary noise (59.99 s stays "59.9s", not "60s"). */
function secondsText(ms: number): string {
  const seconds = (ms / 1000) % 60;
  const floored = Math.floor(seconds * 10 + 1e-7) / 10;
  return floored.toFixed(1).replace(/\.0$/, '');
}

export interface DurationOptions {
  /** Split the part below one millisecond into µs and ns. */
  subMilliseconds?: boolean;
}

export function formatDuration(value: number, options: DurationOptions = {}): string {
  if (!Number.isFinite(value)) return String(value);
  if (value < 0) return `-${formatDuration(-value, options)}`;
  const parts = splitMilliseconds(value);
  const out: string[] = [];
  const add = (amount: number, unit: string, text?: string): void => {
    if (amount === 0) return;
    out.push(`${text ?? amount}${unit}`);
  };
  add(Math.trunc(parts.days / 365), 'y');
  add(parts.days % 365, 'd');
  add(parts.hours, 'h');
  add(parts.minutes, 'm');
  if (options.subMilliseconds || value < 1000) {
    add(parts.seconds, 's');
    if (options.subMilliseconds) {
      add(parts.milliseconds, 'ms');
      add(parts.microseconds, 'µs');
      add(parts.nanoseconds, 'ns');
    } else {
      const below = parts.milliseconds + parts.microseconds / 1e3 + parts.nanoseconds / 1e6;
      add(below >= 1 ? Math.round(below) : Math.ceil(below), 'ms');
    }
  } else {
    const text = secondsText(value);
    add(Number.parseFloat(text), 's', text);
  }
  return out.length === 0 ? '0ms' : out.join(' ');
}
