/**
 * Edit mode's keyboard shortcuts for the layout history: Ctrl+Z (Cmd+Z on a Mac) undoes,
 * Ctrl+Shift+Z (Cmd+Shift+Z) redoes. Keys typed into a field belong to the field: its own
 * text undo must keep working.
 */

export interface ShortcutKeys {
  key: string;
  /** Physical key; lets the shortcut work on keyboard layouts where Z is not at `key`. */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function undoRedoShortcutOf(event: ShortcutKeys): 'undo' | 'redo' | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const isZ = event.key.toLowerCase() === 'z' || event.code === 'KeyZ';
  if (!isZ) return null;
  return event.shiftKey ? 'redo' : 'undo';
}

/** The element the user types into, where the page must not take the keys. */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  /** `type` of an input: checkboxes and buttons do not take text. */
  type?: string;
}

const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

export function isTextEntryTarget(target: KeyTarget | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
  return false;
}
