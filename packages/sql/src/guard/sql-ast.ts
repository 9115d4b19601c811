/**
 * Walking node-sql-parser ASTs. The tree is loosely typed (each grammar shapes nodes a little
 * differently), so the walk is generic: every object and array is visited, whatever its key.
 */

export type AstNode = Record<string, unknown>;

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls `visit` on every object under `root` (root included), depth first. */
export function walkAst(root: unknown, visit: (node: AstNode) => void): void {
  const stack: unknown[] = [root];
  const seen = new Set<unknown>();
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    if (isNode(value)) {
      visit(value);
      for (const child of Object.values(value)) stack.push(child);
    }
  }
}

function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!isNode(value)) return null;
  if (Array.isArray(value.name)) {
    const last: unknown = value.name[value.name.length - 1];
    return isNode(last) && typeof last.value === 'string' ? last.value : null;
  }
  if (typeof value.value === 'string') return value.value;
  return nameOf(value.name);
}

/** Names (lower case, schema dropped) of every function called anywhere under `root`. */
export function calledFunctions(root: unknown): string[] {
  const names: string[] = [];
  walkAst(root, (node) => {
    if (node.type === 'function' || node.type === 'aggr_func' || node.type === 'window_func') {
      const name = nameOf(node.name);
      if (name) names.push(name.toLowerCase());
    }
  });
  return names;
}

/** Every SELECT (or other statement) nested under `root`, root excluded. */
export function nestedStatements(root: unknown): AstNode[] {
  const found: AstNode[] = [];
  walkAst(root, (node) => {
    if (node === root) return;
    if (isNode(node.ast)) found.push(node.ast);
    else if (node.type === 'select' && 'columns' in node) found.push(node);
  });
  return found;
}

/** True when a SELECT writes its result somewhere (SELECT ... INTO). */
export function selectsInto(node: AstNode): boolean {
  const into = node.into;
  return isNode(into) && (into.expr != null || into.keyword != null);
}

/** Whether `name` is on a deny-list whose entries may end in `*` (a prefix). */
export function isDisallowedFunction(name: string, denied: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return denied.some((entry) =>
    entry.endsWith('*') ? lower.startsWith(entry.slice(0, -1)) : lower === entry,
  );
}
