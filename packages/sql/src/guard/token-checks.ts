/**
 * Checks made on the token stream, before and independently of the parser: a second opinion
 * that does not depend on the parser's grammar agreeing with the engine's.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { Dialect } from '../dialects/dialect-spec';
import { functionNotAllowed } from './guard-messages';
import { isDisallowedFunction } from './sql-ast';
import { tokenize, unquoteIdentifier, type Token } from './sql-lexer';

export function tokenizeFor(dialect: Dialect, text: string): Token[] {
  return tokenize(text, dialect.lexer);
}

/** Calls (`name(`, `"name"(`, `schema.name(`) and bare niladic functions on the deny-list. */
export function assertNoDisallowedFunctions(tokens: Token[], dialect: Dialect): void {
  tokens.forEach((token, i) => {
    const name =
      token.kind === 'word'
        ? token.text
        : token.kind === 'quoted-identifier'
          ? unquoteIdentifier(token)
          : null;
    if (name === null) return;
    const next = tokens[i + 1];
    const previous = tokens[i - 1];
    if (next?.text === '(' && isDisallowedFunction(name, dialect.disallowedFunctions)) {
      throw new ValidationError(functionNotAllowed(name));
    }
    const qualified = previous?.text === '.' || next?.text === '.';
    if (
      token.kind === 'word' &&
      !qualified &&
      dialect.disallowedBareWords.includes(name.toLowerCase())
    ) {
      throw new ValidationError(functionNotAllowed(name));
    }
  });
}

/** Whether parentheses open and close in order (outside quotes and comments). */
export function parenthesesBalanced(tokens: Token[]): boolean {
  let depth = 0;
  for (const token of tokens) {
    if (token.text === '(') depth++;
    else if (token.text === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

export function upperWord(token: Token | undefined): string | null {
  return token?.kind === 'word' ? token.text.toUpperCase() : null;
}
