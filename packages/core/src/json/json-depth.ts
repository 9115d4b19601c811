/**
 * How deeply JSON may nest, checked wherever JSON comes in: request bodies and fields that hold
 * JSON as text. Walking a document (hashing it for a cache key, serialising it for an export,
 * validating it) takes one stack frame per level, so a document nested tens of thousands of
 * levels deep overflows the stack long after it was stored; real chart and dashboard documents
 * nest a dozen levels at most.
 */
import { ValidationError } from '../errors/app-error';

export const MAX_JSON_DEPTH = 100;
export const JSON_TOO_DEEP_MESSAGE = `JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * True when JSON text opens more than `maxDepth` objects or arrays inside each other. The text is
 * scanned without being parsed (brackets inside strings do not count), so the check costs no
 * memory and invalid JSON is left for the parser to report.
 */
export function jsonTextTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The same rule for a value that is already parsed (YAML of an import bundle): true when it holds
 * objects or arrays more than `maxDepth` levels deep. Walks with its own stack, never recursion.
 */
export function jsonValueTooDeep(value: unknown, maxDepth = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > maxDepth) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Throws the 400 that refuses JSON text nested past the limit. */
export function assertJsonTextDepth(text: string): void {
  if (jsonTextTooDeep(text)) throw new ValidationError(JSON_TOO_DEEP_MESSAGE);
}
