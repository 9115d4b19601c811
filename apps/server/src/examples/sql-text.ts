/**
 * Quoting for the DuckDB SQL that builds the example tables. Everything spliced into that SQL is
 * either a constant from example-tables.ts or a file path, but paths can contain quotes.
 */

/** A double-quoted identifier: `say "hi"` becomes `"say ""hi"""`. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A single-quoted string literal. */
export function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
