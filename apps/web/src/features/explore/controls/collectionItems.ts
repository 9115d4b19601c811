/** Collection items: stable ids for drag and drop, and new items. */

export type CollectionItem = Record<string, unknown>;

let counter = 0;

/** A short id unique in this page, for new items' `key`. */
export function newItemKey(): string {
  counter += 1;
  return `item-${Date.now().toString(36)}-${counter}`;
}

/** The id an item is dragged by: its `key` (or `keyAccessor` field), else its position. */
export function collectionItemId(item: unknown, index: number, keyField = 'key'): string {
  if (typeof item === 'object' && item !== null) {
    const key = (item as CollectionItem)[keyField];
    if (typeof key === 'string' || typeof key === 'number') return `${key}`;
  }
  return `index-${index}`;
}

/** Ids of all items, made unique (two items with the same key fall back to positions). */
export function collectionItemIds(items: ReadonlyArray<unknown>, keyField = 'key'): string[] {
  const ids = items.map((item, index) => collectionItemId(item, index, keyField));
  return new Set(ids).size === ids.length ? ids : items.map((_, index) => `index-${index}`);
}

/** Moves the item at `from` to `to`. */
export function moveItem<T>(items: ReadonlyArray<T>, from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}
