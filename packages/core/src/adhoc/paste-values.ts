/**
 * Pasting into a multi-value select (a copied column or list becomes values): the text splits on
 * commas, newlines, tabs and semicolons; entries are trimmed; empty entries and duplicates are
 * dropped.
 */

const SEPARATORS = /[,;\t\r\n]+/;

export function splitPastedValues(text: string): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const part of text.split(SEPARATORS)) {
    const value = part.trim();
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    values.push(value);
  }
  return values;
}

/** Adds pasted entries after the current values, skipping any already selected. */
export function mergePastedValues<V extends string | number | boolean>(
  current: readonly V[],
  pasted: readonly string[],
): Array<V | string> {
  const present = new Set(current.map((value) => String(value)));
  const added = pasted.filter((value) => !present.has(value));
  return [...current, ...added];
}
