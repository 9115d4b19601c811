import { describe, expect, it } from 'vitest';
import { isTextEntryTarget, undoRedoShortcutOf } from './undoShortcuts';

const keys = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

describe('undoRedoShortcutOf', () => {
  it('reads Ctrl+Z and Cmd+Z as undo, with Shift as redo', () => {
    expect(undoRedoShortcutOf({ ...keys, key: 'z', ctrlKey: true })).toBe('undo');
    expect(undoRedoShortcutOf({ ...keys, key: 'z', metaKey: true })).toBe('undo');
    expect(undoRedoShortcutOf({ ...keys, key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(undoRedoShortcutOf({ ...keys, key: 'Z', metaKey: true, shiftKey: true })).toBe('redo');
  });

  it('finds Z by its position on layouts where the key prints something else', () => {
    expect(undoRedoShortcutOf({ ...keys, key: 'я', code: 'KeyZ', ctrlKey: true })).toBe('undo');
  });

  it('ignores Z alone, other letters and Alt combinations', () => {
    expect(undoRedoShortcutOf({ ...keys, key: 'z' })).toBeNull();
    expect(undoRedoShortcutOf({ ...keys, key: 'y', ctrlKey: true })).toBeNull();
    expect(undoRedoShortcutOf({ ...keys, key: 'z', ctrlKey: true, altKey: true })).toBeNull();
  });
});

describe('isTextEntryTarget', () => {
  it('is true for text fields, text areas, selects and editable content', () => {
    expect(isTextEntryTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'input', type: 'search' })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is false for buttons, checkboxes, other elements and no target', () => {
    expect(isTextEntryTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTextEntryTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTextEntryTarget({ tagName: 'DIV' })).toBe(false);
    expect(isTextEntryTarget(null)).toBe(false);
  });
});
