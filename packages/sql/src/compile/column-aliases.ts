/**
 * Output column aliases. A label is used as its own alias unless the engine would change it:
 * PostgreSQL silently truncates names past 63 bytes (and MySQL refuses aliases past 256), and no
 * engine takes an empty or NUL-holding name. Such labels get a short alias ending in a hash of
 * the label; `CompiledQuery.columnAliases` tells the caller which result column is which label.
 */
import type { Dialect } from '../dialects/dialect-spec';

const encoder = new TextEncoder();

const byteLength = (s: string) => encoder.encode(s).length;

/** FNV-1a, 32 bits, as 8 hex digits: stable and dependency-free. */
function hash(label: string): string {
  let h = 0x811c9dc5;
  for (const byte of encoder.encode(label)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

function keepsLabel(label: string, max: number | null): boolean {
  return label !== '' && !label.includes('\u0000') && (max === null || byteLength(label) <= max);
}

function shortAlias(label: string, max: number): string {
  const suffix = `__${hash(label)}`;
  let prefix = '';
  for (const char of label.replaceAll('\u0000', '')) {
    if (byteLength(prefix + char) + suffix.length > max) break;
    prefix += char;
  }
  return prefix + suffix;
}

export function columnAliases(labels: readonly string[], dialect: Dialect): string[] {
  const max = dialect.maxAliasBytes;
  return labels.map((label) => (keepsLabel(label, max) ? label : shortAlias(label, max ?? 63)));
}
