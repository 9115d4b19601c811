/**
 * A recursive-descent parser for Superset's time-expression grammar:
 *
 *   date     := DATETIME '(' string ')'
 *             | DATEADD '(' date ',' integer ',' unit [','] ')'
 *             | DATETRUNC '(' date ',' unit [','] ')'
 *             | LASTDAY '(' date ',' lastdayUnit [','] ')'
 *             | HOLIDAY '(' string [','] [date] [','] [string] [','] ')'
 *   integer  := signed-int | DATEDIFF '(' date ',' date [',' (YEAR | DAY) [',']] ')'
 *   unit     := YEAR | QUARTER | MONTH | WEEK | DAY | HOUR | MINUTE | SECOND
 *   lastdayUnit := YEAR | QUARTER | MONTH | WEEK | DAY
 *
 * Keywords ignore case and trailing commas are tolerated. Unlike pyparsing's parseString, text
 * left over after the expression is an error rather than silently ignored.
 */
import { ValidationError } from '../errors/app-error';
import { isTimeUnit, type LastDayUnit, type TimeUnit } from './naive-datetime';
import type { DateExpr, IntExpr } from './time-expression-ast';
import { tokenizeTimeExpression, type Token, type TokenKind } from './time-expression-tokenizer';
import { expressionSyntaxError } from './time-range-errors';

/** Deeper nesting than any real expression needs; bounds recursion on hostile input. */
export const MAX_EXPRESSION_DEPTH = 32;

const LASTDAY_UNITS: readonly LastDayUnit[] = ['year', 'quarter', 'month', 'week', 'day'];
const DATE_FUNCTIONS = ['datetime', 'dateadd', 'datetrunc', 'lastday', 'holiday'];

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token {
    // The tokenizer always ends the list with an 'end' token, which is never consumed.
    return this.tokens[this.index] ?? { kind: 'end', text: '', position: 0 };
  }

  private describe(token: Token): string {
    return token.kind === 'end' ? 'end of text' : `'${token.text}'`;
  }

  private fail(expected: string): never {
    const token = this.peek();
    throw expressionSyntaxError(
      `Expected ${expected}, found ${this.describe(token)}`,
      token.position,
    );
  }

  private expect(kind: TokenKind, expected: string): Token {
    const token = this.peek();
    if (token.kind !== kind) this.fail(expected);
    this.index += 1;
    return token;
  }

  private accept(kind: TokenKind): boolean {
    if (this.peek().kind !== kind) return false;
    this.index += 1;
    return true;
  }

  private isDateStart(): boolean {
    const token = this.peek();
    return token.kind === 'word' && DATE_FUNCTIONS.includes(token.text.toLowerCase());
  }

  parseTop(): DateExpr {
    const expr = this.parseDate();
    if (this.peek().kind !== 'end') this.fail('end of text');
    return expr;
  }

  private enter(): void {
    this.depth += 1;
    if (this.depth > MAX_EXPRESSION_DEPTH) {
      throw new ValidationError(
        `Time expression is nested too deeply (more than ${MAX_EXPRESSION_DEPTH} levels)`,
      );
    }
  }

  private parseDate(): DateExpr {
    const token = this.peek();
    if (!this.isDateStart()) this.fail('DATETIME, DATEADD, DATETRUNC, LASTDAY or HOLIDAY');
    this.index += 1;
    this.enter();
    this.expect('(', "'('");
    let expr: DateExpr;
    switch (token.text.toLowerCase()) {
      case 'datetime':
        expr = { kind: 'datetime', text: this.expect('string', 'a quoted string').text };
        this.accept(',');
        break;
      case 'dateadd': {
        const base = this.parseDate();
        this.expect(',', "','");
        const amount = this.parseInteger();
        this.expect(',', "','");
        const unit = this.parseUnit();
        this.accept(',');
        expr = { kind: 'dateadd', base, amount, unit };
        break;
      }
      case 'datetrunc': {
        const base = this.parseDate();
        this.expect(',', "','");
        const unit = this.parseUnit();
        this.accept(',');
        expr = { kind: 'datetrunc', base, unit };
        break;
      }
      case 'lastday': {
        const base = this.parseDate();
        this.expect(',', "','");
        const unit = this.parseLastDayUnit();
        this.accept(',');
        expr = { kind: 'lastday', base, unit };
        break;
      }
      default: {
        // holiday: every comma is optional, as in Superset's grammar.
        const name = this.expect('string', 'a quoted holiday name').text;
        this.accept(',');
        const base = this.isDateStart() ? this.parseDate() : null;
        this.accept(',');
        const country = this.peek().kind === 'string' ? this.expect('string', '').text : null;
        this.accept(',');
        expr = { kind: 'holiday', name, base, country };
      }
    }
    this.expect(')', "')'");
    this.depth -= 1;
    return expr;
  }

  private parseInteger(): IntExpr {
    const token = this.peek();
    if (token.kind === 'int') {
      this.index += 1;
      const value = Number(token.text);
      if (!Number.isSafeInteger(value)) {
        throw expressionSyntaxError(`Integer ${token.text} is too large`, token.position);
      }
      return { kind: 'int', value };
    }
    if (token.kind !== 'word' || token.text.toLowerCase() !== 'datediff') {
      this.fail('an integer or DATEDIFF');
    }
    this.index += 1;
    this.enter();
    this.expect('(', "'('");
    const from = this.parseDate();
    this.expect(',', "','");
    const to = this.parseDate();
    let unit: 'day' | 'year' = 'day';
    if (this.accept(',') && this.peek().kind === 'word') {
      const word = this.peek().text.toLowerCase();
      if (word !== 'day' && word !== 'year') this.fail('YEAR or DAY');
      this.index += 1;
      unit = word;
      this.accept(',');
    }
    this.expect(')', "')'");
    this.depth -= 1;
    return { kind: 'datediff', from, to, unit };
  }

  private parseUnit(): TimeUnit {
    const token = this.peek();
    const word = token.kind === 'word' ? token.text.toLowerCase() : '';
    if (!isTimeUnit(word)) this.fail('YEAR, QUARTER, MONTH, WEEK, DAY, HOUR, MINUTE or SECOND');
    this.index += 1;
    return word;
  }

  private parseLastDayUnit(): LastDayUnit {
    const token = this.peek();
    const word = token.kind === 'word' ? token.text.toLowerCase() : '';
    const unit = LASTDAY_UNITS.find((u) => u === word);
    if (!unit) this.fail('YEAR, QUARTER, MONTH, WEEK or DAY');
    this.index += 1;
    return unit;
  }
}

/** Parses a whole time expression (e.g. `DATEADD(DATETIME('today'), -7, day)`) into a tree. */
export function parseTimeExpression(source: string): DateExpr {
  return new Parser(tokenizeTimeExpression(source)).parseTop();
}
