/**
 * Text the lexer cannot read (an unterminated string or comment, say) is refused as a validation
 * error whose message says what the caller was reading it for.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { SqlLexError } from './sql-lexer';

export function refuseUnlexable<T>(message: (detail: string) => string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof SqlLexError) throw new ValidationError(message(err.message));
    throw err;
  }
}
