/**
 * Readers for an operation's `options` object. Superset passes options as Python keyword
 * arguments and tolerates shapes its own frontend sends (a scalar where a list is documented,
 * `null` for "not given"), so the readers accept the same shapes; options an operation does not
 * know are ignored, because different Superset vintages send different extras (`is_pivot_df`,
 * `time_column`, `flatten_columns`...).
 */
import { invalid } from './post-processing-errors';
import { pythonRepr } from './values';

export type Options = Record<string, unknown>;

function wrongType(key: string, value: unknown, expected: string): Error {
  return invalid(`Invalid value for \`${key}\` (expected ${expected}): ${pythonRepr(value)}`);
}

export function isGiven(options: Options, key: string): boolean {
  return options[key] !== undefined && options[key] !== null;
}

export function readBool(options: Options, key: string, fallback: boolean): boolean {
  const value = options[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  // Python truthiness, which is what `if option:` in Superset sees.
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value !== '';
  throw wrongType(key, value, 'a boolean');
}

export function readString(options: Options, key: string): string | undefined {
  const value = options[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  throw wrongType(key, value, 'a string');
}

export function readNumber(options: Options, key: string): number | undefined {
  const value = options[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw wrongType(key, value, 'a number');
}

export function readInteger(options: Options, key: string): number | undefined {
  const value = readNumber(options, key);
  if (value === undefined) return undefined;
  if (!Number.isInteger(value)) throw wrongType(key, value, 'an integer');
  return value;
}

function label(value: unknown, key: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw wrongType(key, value, 'column names');
}

/**
 * A list of column names; a single string is one name and null is none (Superset's
 * `scalar_to_sequence`). A mapping yields its keys, as iterating a Python dict does.
 */
export function readNames(options: Options, key: string): string[] {
  const value = options[key];
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.map((v) => label(v, key));
  if (typeof value === 'object') return Object.keys(value);
  throw wrongType(key, value, 'a list of column names');
}

/**
 * A `{source: target}` column mapping. The frontend's TypeScript types declare `columns: string[]`
 * for rolling/cum/diff while the backend expects a mapping, so a list maps each name to itself.
 */
export function readColumnMapping(options: Options, key: string): [string, string][] {
  const value = options[key];
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [[value, value]];
  if (Array.isArray(value)) return value.map((v) => [label(v, key), label(v, key)]);
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).map(([source, target]) => [
      source,
      target === null || target === undefined ? source : label(target, key),
    ]);
  }
  throw wrongType(key, value, 'a mapping of column names');
}

/** A plain object option (e.g. `rolling_type_options`), `{}` when absent. */
export function readObject(options: Options, key: string): Record<string, unknown> {
  const value = options[key];
  if (value === undefined || value === null) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw wrongType(key, value, 'an object');
}
