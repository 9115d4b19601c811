/**
 * Text the lexer cannot read (an unterminated string or comment, say) is refused as a validation
 * error whose message says what the caller was reading it for.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { Dialect } from '../dialects/dialect-spec';
import { SqlLexError, type Token } from './sql-lexer';
import { tokenizeFor } from './token-checks';

export function refuseUnlexable<T>(message: (detail: string) => string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof SqlLexError) throw new ValidationError(message(err.message));
    throw err;
  }
}

/** The dialect's tokens for `text`, or a refusal worded by `message`. */
export function tokenizeOrRefuse(
  dialect: Dialect,
  text: string,
  message: (detail: string) => string,
): Token[] {
  return refuseUnlexable(message, () => tokenizeFor(dialect, text));
}
