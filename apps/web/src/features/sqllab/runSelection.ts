/**
 * What Run sends: the selected text when there is a selection (Run selection), else the whole
 * editor. Blank SQL runs nothing.
 */

export interface EditorSelection {
  from: number;
  to: number;
}

export interface SqlToRun {
  sql: string;
  isSelection: boolean;
}

export function hasSelection(selection: EditorSelection | null | undefined): boolean {
  return selection !== null && selection !== undefined && selection.from !== selection.to;
}

export function sqlToRun(doc: string, selection?: EditorSelection | null): SqlToRun | null {
  if (selection && hasSelection(selection)) {
    const from = Math.max(0, Math.min(selection.from, selection.to));
    const to = Math.min(doc.length, Math.max(selection.from, selection.to));
    const selected = doc.slice(from, to);
    if (selected.trim() !== '') return { sql: selected.trim(), isSelection: true };
  }
  const whole = doc.trim();
  return whole === '' ? null : { sql: whole, isSelection: false };
}
