/**
 * The editor's language and autocomplete from the database's metadata: the highlighting dialect
 * of the engine, a completion namespace of schemas, the tab schema's tables and the columns of
 * tables already loaded, the tables a statement names (whose columns are then loaded) and
 * unqualified column completions for them.
 */
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { MariaSQL, MySQL, PostgreSQL, SQLite, StandardSQL } from '@codemirror/lang-sql';
import type { SQLDialect, SQLNamespace } from '@codemirror/lang-sql';

/** The highlighting dialect of an engine; DuckDB's SQL is closest to PostgreSQL's. */
export function dialectFor(backend: string | null | undefined): SQLDialect {
  switch ((backend ?? '').toLowerCase()) {
    case 'postgresql':
    case 'postgres':
    case 'duckdb':
      return PostgreSQL;
    case 'mysql':
      return MySQL;
    case 'mariadb':
      return MariaSQL;
    case 'sqlite':
      return SQLite;
    default:
      return StandardSQL;
  }
}

export interface ColumnInfo {
  name: string;
  type: string | null;
}

/** A table by schema and name; `key` is `schema.table` (or the name alone without a schema). */
export interface TableRef {
  schema: string | null;
  table: string;
}

export function tableKey(ref: TableRef): string {
  return ref.schema ? `${ref.schema}.${ref.table}` : ref.table;
}

export interface CompletionMetadata {
  schemas: readonly string[];
  /** The tab's schema, whose tables complete without a prefix. */
  currentSchema: string | null;
  tables: readonly string[];
  /** Columns by `tableKey`. */
  columns: Readonly<Record<string, readonly ColumnInfo[]>>;
}

function columnCompletion(column: ColumnInfo, table?: string): Completion {
  return {
    label: column.name,
    type: 'property',
    detail: [column.type, table].filter(Boolean).join(' · ') || undefined,
  };
}

/**
 * lang-sql's namespace: `{schema: {table: [columns]}}`. Every schema is offered; the current
 * schema's tables are all listed; columns appear for tables whose metadata was loaded (they then
 * complete after `table.` and `schema.table.`).
 */
export function completionNamespace(meta: CompletionMetadata): SQLNamespace {
  const namespace: Record<string, Record<string, Completion[]>> = {};
  for (const schema of meta.schemas) namespace[schema] = {};
  const current = meta.currentSchema;
  if (current !== null) {
    const tables: Record<string, Completion[]> = (namespace[current] ??= {});
    for (const table of meta.tables) tables[table] = [];
  }
  for (const [key, columns] of Object.entries(meta.columns)) {
    const dot = key.indexOf('.');
    const schema = dot < 0 ? current : key.slice(0, dot);
    const table = dot < 0 ? key : key.slice(dot + 1);
    if (schema === null) continue;
    const tables: Record<string, Completion[]> = (namespace[schema] ??= {});
    tables[table] = columns.map((column) => columnCompletion(column));
  }
  return namespace;
}

const IDENTIFIER = String.raw`(?:"(?:[^"]|"")+"|\x60[^\x60]+\x60|\[[^\]]+\]|[A-Za-z_][\w$]*)`;
const TABLE_AFTER_KEYWORD = new RegExp(
  String.raw`\b(?:FROM|JOIN)\s+(${IDENTIFIER})(?:\s*\.\s*(${IDENTIFIER}))?`,
  'gi',
);

function unquote(name: string): string {
  const trimmed = name.trim();
  const first = trimmed[0];
  if (first === '"') return trimmed.slice(1, -1).replace(/""/g, '"');
  if (first === '`' || first === '[') return trimmed.slice(1, -1);
  return trimmed;
}

/** Drops comments and string literals so words inside them are not taken for table names. */
function codeOnly(sql: string): string {
  return sql.replace(/--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|'(?:[^']|'')*'?/g, ' ');
}

/**
 * Tables named after FROM and JOIN (at most `limit`, first mention first). An unqualified name
 * is taken to be in `defaultSchema`. Sub-queries and CTE names come out too; loading their
 * metadata simply finds nothing.
 */
export function referencedTables(
  sql: string,
  defaultSchema: string | null,
  limit = 10,
): TableRef[] {
  const found = new Map<string, TableRef>();
  for (const match of codeOnly(sql).matchAll(TABLE_AFTER_KEYWORD)) {
    const [, first = '', second] = match;
    const ref: TableRef =
      second !== undefined
        ? { schema: unquote(first), table: unquote(second) }
        : { schema: defaultSchema, table: unquote(first) };
    if (ref.table === '' || /^(SELECT|LATERAL|UNNEST)$/i.test(ref.table)) continue;
    const key = tableKey(ref);
    if (!found.has(key)) found.set(key, ref);
    if (found.size >= limit) break;
  }
  return [...found.values()];
}

/**
 * The named tables that exist: those whose schema's table list is known and holds the name. A
 * statement being typed names "fli", "flig"... on its way to "flights"; only a complete, known
 * name is worth asking the database about. A name matches a listed one whatever its case
 * (databases fold unquoted names) and comes back spelled as listed.
 */
export function knownTableRefs(
  refs: readonly TableRef[],
  tablesBySchema: ReadonlyMap<string, readonly string[]>,
): TableRef[] {
  const known: TableRef[] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    if (ref.schema === null) continue;
    const tables = tablesBySchema.get(ref.schema);
    if (!tables) continue;
    const lower = ref.table.toLowerCase();
    const table = tables.includes(ref.table)
      ? ref.table
      : tables.find((name) => name.toLowerCase() === lower);
    if (table === undefined) continue;
    const found = { schema: ref.schema, table };
    const key = tableKey(found);
    if (seen.has(key)) continue;
    seen.add(key);
    known.push(found);
  }
  return known;
}

/** Unqualified column completions of the named tables, each name once (first table wins). */
export function columnCompletions(
  tables: readonly TableRef[],
  columns: Readonly<Record<string, readonly ColumnInfo[]>>,
): Completion[] {
  const seen = new Set<string>();
  const options: Completion[] = [];
  for (const ref of tables) {
    for (const column of columns[tableKey(ref)] ?? []) {
      if (seen.has(column.name)) continue;
      seen.add(column.name);
      options.push(columnCompletion(column, ref.table));
    }
  }
  return options;
}

/**
 * A completion source offering `options` for the word before the cursor; not after a dot
 * (lang-sql completes `table.` from the namespace) and only when typing or asked explicitly.
 */
export function columnCompletionSource(options: readonly Completion[]) {
  return (context: CompletionContext): CompletionResult | null => {
    if (options.length === 0) return null;
    const word = context.matchBefore(/[\w$]*/);
    if (!word) return null;
    const before = context.state.sliceDoc(Math.max(0, word.from - 1), word.from);
    if (before === '.') return null;
    if (word.from === word.to && !context.explicit) return null;
    return { from: word.from, options: [...options], validFor: /^[\w$]*$/ };
  };
}
