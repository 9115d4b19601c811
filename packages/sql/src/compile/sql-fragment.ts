/**
 * SQL built as a list of text pieces and bound values, so values never become SQL text and
 * placeholders are numbered only once the whole statement is assembled (PostgreSQL's `$n`
 * depend on the order in which values appear).
 */
import type { Dialect } from '../dialects/dialect-spec';

export interface BoundValue {
  readonly value: unknown;
}

export type SqlPart = string | BoundValue;
export type Sql = readonly SqlPart[];

export const text = (sql: string): Sql => [sql];
export const bind = (value: unknown): Sql => [{ value }];

export function concat(...pieces: (Sql | string)[]): Sql {
  return pieces.flatMap((piece) => (typeof piece === 'string' ? [piece] : piece));
}

export function join(pieces: readonly Sql[], separator: string): Sql {
  return pieces.flatMap((piece, i) => (i === 0 ? piece : [separator, ...piece]));
}

/** Fills `{name}` slots of a dialect template with fragments; other text is kept as is. */
export function fill(template: string, slots: Record<string, Sql>): Sql {
  const out: SqlPart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const slot = slots[match[1] as string];
    if (!slot) continue;
    out.push(template.slice(last, match.index));
    out.push(...slot);
    last = match.index + match[0].length;
  }
  out.push(template.slice(last));
  return out;
}

export function hasBoundValues(sql: Sql): boolean {
  return sql.some((part) => typeof part !== 'string');
}

/** The final text with the dialect's placeholders, and the values in placeholder order. */
export function render(sql: Sql, dialect: Dialect): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const out = sql
    .map((part) => {
      if (typeof part === 'string') return part;
      params.push(part.value);
      return dialect.placeholder(params.length);
    })
    .join('');
  return { sql: out, params };
}
