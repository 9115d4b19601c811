/** Reading the JSON-object text fields of the store (`extra`, `params`...) without trusting them. */
import { isRecord } from './is-record';

export type JsonObject = Record<string, unknown>;

/** The parsed object, or `{}` for empty, invalid or non-object text. */
export function parseJsonObject(text: string | null | undefined): JsonObject {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

export { isRecord as isJsonObject };
