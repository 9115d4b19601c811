/**
 * LIKE patterns in filters: `%` (any run of characters) and `_` (one character) are the
 * wildcards, a backslash before `%`, `_` or another backslash makes that character literal (as
 * PostgreSQL and MySQL read patterns), and every other character, including a backslash before
 * anything else, is literal. Each engine then gets the pattern in the form its own LIKE or GLOB
 * reads, so a pattern means the same on every engine.
 */
import type { LikePatternStyle } from '../dialects/dialect-spec';

export type LikeToken = { wildcard: 'any' | 'one' } | { literal: string };

const ESCAPABLE = new Set(['%', '_', '\\']);

/** The pattern as wildcards and literal characters. */
export function parseLikePattern(pattern: string): LikeToken[] {
  const chars = [...pattern];
  const tokens: LikeToken[] = [];
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i] as string;
    const next = chars[i + 1];
    if (c === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      tokens.push({ literal: next });
      i += 1;
    } else if (c === '%') tokens.push({ wildcard: 'any' });
    else if (c === '_') tokens.push({ wildcard: 'one' });
    else tokens.push({ literal: c });
  }
  return tokens;
}

/** For a LIKE whose escape character is a backslash. */
function backslashForm(tokens: readonly LikeToken[]): string {
  return tokens
    .map((t) =>
      'wildcard' in t
        ? t.wildcard === 'any'
          ? '%'
          : '_'
        : ESCAPABLE.has(t.literal)
          ? `\\${t.literal}`
          : t.literal,
    )
    .join('');
}

const GLOB_SPECIAL: Record<string, string> = { '*': '[*]', '?': '[?]', '[': '[[]' };

/** For SQLite's GLOB (its case-sensitive match), which has no escape character. */
function globForm(tokens: readonly LikeToken[]): string {
  return tokens
    .map((t) =>
      'wildcard' in t ? (t.wildcard === 'any' ? '*' : '?') : (GLOB_SPECIAL[t.literal] ?? t.literal),
    )
    .join('');
}

/** The bound value for an engine's LIKE (or GLOB) given a filter's pattern. */
export function enginePattern(pattern: string, style: LikePatternStyle): string {
  const tokens = parseLikePattern(pattern);
  return style === 'glob' ? globForm(tokens) : backslashForm(tokens);
}
