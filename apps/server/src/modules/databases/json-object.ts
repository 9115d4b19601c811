/** Reading the JSON-object text fields of the store (`extra`, `params`...) without trusting them. */
export type JsonObject = Record<string, unknown>;

/** The parsed object, or `{}` for empty, invalid or non-object text. */
export function parseJsonObject(text: string | null | undefined): JsonObject {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as JsonObject)
      : {};
  } catch {
    return {};
  }
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
