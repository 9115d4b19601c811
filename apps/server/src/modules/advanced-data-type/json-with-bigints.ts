/**
 * JSON text in which bigint values are written as plain integers, as Python's json writes its
 * ints: IPv6 addresses exceed 2^53, and JSON.stringify refuses bigints (Node 20 has no rawJSON).
 */
import crypto from 'node:crypto';

export function jsonWithBigints(value: unknown): string {
  // A fresh random marker per call, so no string in the value can pass for one.
  const marker = `bigint-${crypto.randomBytes(8).toString('hex')}:`;
  const text = JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'bigint' ? `${marker}${v.toString()}` : v,
  );
  return text.replace(new RegExp(`"${marker}(-?[0-9]+)"`, 'g'), '$1');
}
