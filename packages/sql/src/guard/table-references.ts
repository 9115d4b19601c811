/**
 * The tables a statement reads or writes, for authorisation (the user needs access to every one
 * of them, CVE-2023-32672, CVE-2024-24773) and for the per-engine table deny-list.
 *
 * Names come from the parser's AST, walked with CTE scoping: a CTE name hides a table only inside
 * the statement that defines it, only for the CTEs after it (all of them with RECURSIVE), and
 * only when unqualified, so `WITH t AS (...) SELECT ... FROM (SELECT ...) x, t` and
 * `WITH secret AS (SELECT * FROM secret) ...` still count the real tables. The parser's own table
 * list is added on top (minus names that are CTEs somewhere), so a node shape the walk does not
 * know can only add tables to check, never hide one.
 *
 * Case: what the engine resolves a name to decides which table is read. PostgreSQL folds
 * unquoted names to lower case, so a name is reported as the engine will read it (both forms when
 * the statement spells it both ways); DuckDB and SQLite compare names case-insensitively, so
 * their references say so; MySQL is taken literally (case-sensitive on Linux, which only makes
 * the check stricter where the server is configured otherwise).
 */
import type { DialectName } from '../dialects/dialect-spec';
import type { AstNode } from './sql-ast';
import { unquoteIdentifier, type Token } from './sql-lexer';

export interface TableReference {
  /** The first of three name parts (`catalog.schema.table`), when given. */
  catalog: string | null;
  /** Null when the statement does not name one: the connection's default schema applies. */
  schema: string | null;
  table: string;
  /** Whether the engine matches this name case-insensitively. */
  caseInsensitive: boolean;
}

/** A table as the parser names it: each part unquoted, case as written. */
export interface RawReference {
  catalog: string | null;
  schema: string | null;
  table: string;
}

/** A table node of the AST, with the CTE names in scope where it stands. */
export interface TableNode {
  node: AstNode;
  ref: RawReference;
  cteScope: ReadonlySet<string>;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nameText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isNode(value) && typeof value.value === 'string') return value.value;
  return null;
}

/** A FROM/JOIN/INSERT/UPDATE target: `{db, table, as}`, with `schema` for three-part names. */
function tableOf(node: AstNode): RawReference | null {
  if (typeof node.table !== 'string' || node.type === 'column_ref') return null;
  if (!('db' in node) && !('as' in node)) return null;
  const db = typeof node.db === 'string' && node.db !== '' ? node.db : null;
  if (typeof node.schema === 'string' && node.schema !== '') {
    return { catalog: db, schema: node.schema, table: node.table };
  }
  return { catalog: null, schema: db, table: node.table };
}

function cteNames(withList: unknown[]): { names: string[]; recursive: boolean } {
  const names: string[] = [];
  let recursive = false;
  for (const item of withList) {
    if (!isNode(item)) continue;
    const name = nameText(item.name);
    if (name !== null) names.push(name);
    if (item.recursive === true) recursive = true;
  }
  return { names, recursive };
}

/** Every table node under `root` with the CTE names visible there, and every CTE name. */
export function tableNodes(root: unknown): { nodes: TableNode[]; allCteNames: Set<string> } {
  const nodes: TableNode[] = [];
  const allCteNames = new Set<string>();
  const seen = new Set<unknown>();

  const visit = (value: unknown, scope: ReadonlySet<string>): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item, scope);
      return;
    }
    const node = value as AstNode;
    let inner = scope;
    if (Array.isArray(node.with)) {
      const { names, recursive } = cteNames(node.with);
      names.forEach((n) => allCteNames.add(n));
      const visible = new Set(scope);
      if (recursive) names.forEach((n) => visible.add(n));
      for (const item of node.with) {
        if (!isNode(item)) continue;
        seen.add(item);
        // A CTE sees the ones before it (and, with RECURSIVE, all of them, itself included).
        visit(item.stmt, new Set(visible));
        const name = nameText(item.name);
        if (name !== null) visible.add(name);
      }
      inner = visible;
    }
    const ref = tableOf(node);
    if (ref) nodes.push({ node, ref, cteScope: inner });
    for (const [key, child] of Object.entries(node)) {
      if (key === 'with') continue;
      visit(child, inner);
    }
  };
  visit(root, new Set());
  return { nodes, allCteNames };
}

/** Whether a table node names a CTE in scope rather than a table (CTEs hide unqualified names). */
export function namesCte(entry: TableNode): boolean {
  const { ref, cteScope } = entry;
  return ref.schema === null && ref.catalog === null && cteScope.has(ref.table);
}

/** Every table reference under `root`, CTE names in scope excluded. */
function walkTables(root: unknown): { tables: RawReference[]; allCteNames: Set<string> } {
  const { nodes, allCteNames } = tableNodes(root);
  return { tables: nodes.filter((n) => !namesCte(n)).map((n) => n.ref), allCteNames };
}

/** `select::db::table` / `select::db.schema::table` entries of node-sql-parser's tableList. */
function fromTableList(entries: readonly string[], cteNames: Set<string>): RawReference[] {
  const out: RawReference[] = [];
  for (const entry of entries) {
    const first = entry.indexOf('::');
    const second = entry.indexOf('::', first + 2);
    if (first < 0 || second < 0) continue;
    const qualifier = entry.slice(first + 2, second);
    const table = entry.slice(second + 2);
    if (qualifier === 'null' && cteNames.has(table)) continue;
    if (qualifier === 'null') out.push({ catalog: null, schema: null, table });
    else {
      const dot = qualifier.indexOf('.');
      out.push(
        dot < 0
          ? { catalog: null, schema: qualifier, table }
          : { catalog: qualifier.slice(0, dot), schema: qualifier.slice(dot + 1), table },
      );
    }
  }
  return out;
}

/**
 * The spellings PostgreSQL may resolve `name` to in this statement: lower case when it is written
 * unquoted, as is when quoted, both when it is written both ways or neither could be found.
 */
function postgresNames(name: string, tokens: readonly Token[]): string[] {
  let quoted = false;
  let bare = false;
  for (const token of tokens) {
    if (token.kind === 'quoted-identifier' && unquoteIdentifier(token) === name) quoted = true;
    else if (token.kind === 'word' && token.text === name) bare = true;
  }
  const lower = name.toLowerCase();
  if (quoted && !bare) return [name];
  if (bare && !quoted) return [lower];
  return lower === name ? [name] : [name, lower];
}

function expand(
  ref: RawReference,
  dialect: DialectName,
  tokens: readonly Token[],
): TableReference[] {
  const caseInsensitive = dialect === 'duckdb' || dialect === 'sqlite';
  if (dialect !== 'postgresql') return [{ ...ref, caseInsensitive }];
  const out: TableReference[] = [];
  const schemas = ref.schema === null ? [null] : postgresNames(ref.schema, tokens);
  for (const schema of schemas) {
    for (const table of postgresNames(ref.table, tokens)) {
      out.push({ catalog: ref.catalog, schema, table, caseInsensitive: false });
    }
  }
  return out;
}

function referenceKey(ref: TableReference): string {
  const norm = (s: string | null) =>
    s === null ? '\u0000' : ref.caseInsensitive ? s.toLowerCase() : s;
  return [norm(ref.catalog), norm(ref.schema), norm(ref.table)].join('\u0001');
}

/** The distinct tables one parsed statement reads or writes. */
export function referencedTables(
  ast: unknown,
  parserTableList: readonly string[],
  tokens: readonly Token[],
  dialect: DialectName,
): TableReference[] {
  const { tables, allCteNames } = walkTables(ast);
  const raw = [...tables, ...fromTableList(parserTableList, allCteNames)];
  const unique = new Map<string, TableReference>();
  for (const ref of raw.flatMap((r) => expand(r, dialect, tokens))) {
    unique.set(referenceKey(ref), ref);
  }
  return [...unique.values()];
}
