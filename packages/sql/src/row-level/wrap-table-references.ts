/**
 * Row-level security applied to user-written SQL (SQL Lab with RLS_IN_SQLLAB, alert SQL, custom
 * SQL sub-queries), the way Superset does it: every reference to a table that has rules for the
 * caller becomes `(SELECT * FROM <table> WHERE <rules>) AS <alias>`, keeping the alias written
 * (or the table's own name as written, so `table.column` still resolves). Nothing else of the
 * text changes: the engine runs what the user wrote, with the tables narrowed.
 *
 * Where a reference is comes from the tokens, what it is from the parser, and both must agree:
 * every name (`a`, `a.b`, `a.b.c`, quoted or not) that resolves to a table with rules and is not
 * a call is replaced by a unique placeholder name and the text is parsed again. A placeholder the
 * parser reads as a table (outside the scope of a CTE of the same name) is a table reference and
 * is wrapped; one it reads as a column, an alias or a CTE name is left alone. If the parser still
 * sees a table with rules that no placeholder stands for, or cannot parse the text at all, the
 * SQL is refused: it is never run without its rules.
 *
 * Names are compared the way the engine resolves them: PostgreSQL folds unquoted names to lower
 * case, DuckDB and SQLite ignore case, MySQL compares them as written.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { getDialect, type DialectName } from '../dialects/dialect';
import type { Dialect } from '../dialects/dialect-spec';
import { unquoteIdentifier, type Token } from '../guard/sql-lexer';
import { tokenizeOrRefuse } from '../guard/refuse-unlexable';
import { describeParseError, parseWithTables } from '../guard/sql-parsers';
import { referencedTables, tableNodes, type TableReference } from '../guard/table-references';
import { rowLevelPredicateSql, type RowLevelConditions } from './row-level-predicate';

/** The rules binding the caller on a table (none: an empty list). */
export type TableConditionsLookup = (ref: TableReference) => RowLevelConditions;

/** A whole statement, or one expression (a custom SQL metric, column or filter). */
export type SqlShape = 'statement' | 'expression';

export const rowLevelNotApplicable = (detail: string) =>
  `Row-level security cannot be applied to this SQL: ${detail}`;

/** Placeholder names; text already holding one is refused so none can be confused. */
const PLACEHOLDER_PREFIX = 'panorama_rls_ref_';
/** The table an expression is parsed against (`SELECT (<expression>) FROM <frame>`). */
const EXPRESSION_FRAME = 'panorama_rls_frame';

interface NamePart {
  /** The name the engine resolves the part to (before any case-insensitive comparison). */
  name: string;
  token: Token;
}

/** A dotted name in the text: its parts and where it starts and ends. */
interface NameChain {
  parts: NamePart[];
  start: number;
  end: number;
  /** Written right after the keyword AS. */
  afterAs: boolean;
}

interface Candidate {
  chain: NameChain;
  conditions: RowLevelConditions;
  placeholder: string;
}

function isName(token: Token | undefined): token is Token {
  return token?.kind === 'word' || token?.kind === 'quoted-identifier';
}

function partOf(token: Token, dialect: Dialect): NamePart {
  if (token.kind === 'quoted-identifier') return { name: unquoteIdentifier(token), token };
  return { name: dialect.name === 'postgresql' ? token.text.toLowerCase() : token.text, token };
}

/** Every dotted name of one to three parts that is not a call nor part of a longer name. */
function nameChains(tokens: readonly Token[], dialect: Dialect): NameChain[] {
  const meaningful = tokens.filter((t) => t.kind !== 'whitespace' && t.kind !== 'comment');
  const chains: NameChain[] = [];
  for (let i = 0; i < meaningful.length; i++) {
    const first = meaningful[i];
    const before = meaningful[i - 1];
    if (!isName(first) || before?.text === '.') continue;
    const parts = [first];
    let j = i + 1;
    while (meaningful[j]?.text === '.' && isName(meaningful[j + 1])) {
      parts.push(meaningful[j + 1] as Token);
      j += 2;
    }
    const next = meaningful[j];
    i = j - 1;
    if (parts.length > 3 || next?.text === '.' || next?.text === '(') continue;
    const last = parts[parts.length - 1] as Token;
    chains.push({
      parts: parts.map((t) => partOf(t, dialect)),
      start: first.start,
      end: last.start + last.text.length,
      afterAs: before?.kind === 'word' && before.text.toUpperCase() === 'AS',
    });
  }
  return chains;
}

function referenceOf(chain: NameChain, dialect: Dialect): TableReference {
  const names = chain.parts.map((p) => p.name);
  const table = names[names.length - 1] as string;
  const schema = names.length >= 2 ? (names[names.length - 2] as string) : null;
  const catalog = names.length === 3 ? (names[0] as string) : null;
  return {
    catalog,
    schema,
    table,
    caseInsensitive: dialect.name === 'duckdb' || dialect.name === 'sqlite',
  };
}

/**
 * The text with each candidate replaced by its placeholder and each bind parameter by NULL (a
 * value of any type to the parser), for the second parse.
 */
function placeholderText(text: string, tokens: readonly Token[], candidates: Candidate[]): string {
  let out = '';
  let at = 0;
  const byStart = new Map(candidates.map((c) => [c.chain.start, c]));
  for (const token of tokens) {
    if (token.start < at) continue;
    const candidate = byStart.get(token.start);
    if (candidate) {
      out += text.slice(at, candidate.chain.start) + candidate.placeholder;
      at = candidate.chain.end;
    } else if (token.kind === 'parameter' || (token.kind === 'punct' && token.text === '?')) {
      out += `${text.slice(at, token.start)}NULL`;
      at = token.start + token.text.length;
    }
  }
  return out + text.slice(at);
}

function parse(text: string, dialect: Dialect): { ast: unknown; tableList: string[] } {
  try {
    const { statements, tableList } = parseWithTables(text, dialect.parserDatabase);
    return { ast: statements, tableList };
  } catch (err) {
    throw new ValidationError(rowLevelNotApplicable(describeParseError(err)));
  }
}

/** The placeholder's table node: whether the parser read it as a table, and with an alias. */
interface Reading {
  table: boolean;
  aliased: boolean;
}

/** A name part as the parser reports it: unquoted, case as written. */
function writtenName(token: Token): string {
  return token.kind === 'quoted-identifier' ? unquoteIdentifier(token) : token.text;
}

function readings(ast: unknown, candidates: Candidate[]): Map<string, Reading> {
  const original = new Map(candidates.map((c) => [c.placeholder, c]));
  const found = new Map<string, Reading>();
  for (const entry of tableNodes(ast).nodes) {
    // `ONLY flights` parses as the table ONLY aliased flights: a name under rules read as an
    // alias without AS may be what the engine reads as the table, so it is not guessed at.
    const alias = typeof entry.node.as === 'string' ? original.get(entry.node.as) : undefined;
    if (alias && !alias.chain.afterAs) {
      throw new ValidationError(
        rowLevelNotApplicable(`write AS before the alias ${alias.chain.parts[0]?.token.text}`),
      );
    }
    const candidate = original.get(entry.ref.table);
    if (!candidate || entry.ref.schema !== null || entry.ref.catalog !== null) continue;
    // CTE names may be placeholders too: compare them by the names written in their place.
    const scope = new Set(
      [...entry.cteScope].map((n) => {
        const written = original.get(n)?.chain.parts[0]?.token;
        return written ? writtenName(written) : n;
      }),
    );
    const [first] = candidate.chain.parts;
    const cte = candidate.chain.parts.length === 1 && first && scope.has(writtenName(first.token));
    found.set(candidate.placeholder, {
      table: !cte,
      aliased: typeof entry.node.as === 'string' && entry.node.as !== '',
    });
  }
  return found;
}

/** The parser's tables that no placeholder stands for and that have rules: must be none. */
function assertAllLocated(
  ast: unknown,
  tableList: readonly string[],
  tokens: readonly Token[],
  dialect: Dialect,
  conditionsFor: TableConditionsLookup,
  shape: SqlShape,
): void {
  for (const ref of referencedTables(ast, tableList, tokens, dialect.name)) {
    if (ref.table.startsWith(PLACEHOLDER_PREFIX)) continue;
    if (shape === 'expression' && ref.table === EXPRESSION_FRAME && ref.schema === null) continue;
    if (conditionsFor(ref).length > 0) {
      throw new ValidationError(
        rowLevelNotApplicable(`the reference to ${ref.table} could not be located`),
      );
    }
  }
}

/**
 * `text` with every reference to a table with rules wrapped in its rules. `text` has passed the
 * guard already; throws ValidationError when the rules cannot be applied with certainty.
 */
export function wrapTableReferences(
  text: string,
  dialectName: DialectName,
  conditionsFor: TableConditionsLookup,
  shape: SqlShape = 'statement',
): string {
  const dialect = getDialect(dialectName);
  if (text.toLowerCase().includes(PLACEHOLDER_PREFIX)) {
    throw new ValidationError(rowLevelNotApplicable(`names starting ${PLACEHOLDER_PREFIX}`));
  }
  const tokens = tokenizeOrRefuse(dialect, text, rowLevelNotApplicable);
  const candidates: Candidate[] = [];
  for (const chain of nameChains(tokens, dialect)) {
    const conditions = conditionsFor(referenceOf(chain, dialect));
    if (conditions.length === 0) continue;
    candidates.push({
      chain,
      conditions,
      placeholder: `${PLACEHOLDER_PREFIX}${candidates.length}`,
    });
  }
  // No name in the text is a table with rules: nothing the engine reads can be one.
  if (candidates.length === 0) return text;
  const replaced = placeholderText(text, tokens, candidates);
  const parseText =
    shape === 'expression' ? `SELECT (${replaced}\n) FROM ${EXPRESSION_FRAME}` : replaced;
  const { ast, tableList } = parse(parseText, dialect);
  assertAllLocated(
    ast,
    tableList,
    tokenizeOrRefuse(dialect, parseText, rowLevelNotApplicable),
    dialect,
    conditionsFor,
    shape,
  );
  const read = readings(ast, candidates);

  let out = '';
  let at = 0;
  for (const candidate of candidates) {
    const reading = read.get(candidate.placeholder);
    if (!reading?.table) continue;
    const { start, end, parts } = candidate.chain;
    const predicate = rowLevelPredicateSql(dialect.name, candidate.conditions);
    const alias = reading.aliased ? '' : ` AS ${(parts[parts.length - 1] as NamePart).token.text}`;
    out += `${text.slice(at, start)}(SELECT * FROM ${text.slice(start, end)} WHERE ${predicate})${alias}`;
    at = end;
  }
  return out + text.slice(at);
}
