import { describe, expect, it } from 'vitest';
import { collectionItemIds, moveItem, newItemKey } from './collectionItems';

describe('collection items', () => {
  it('identifies items by key, else by position', () => {
    expect(collectionItemIds([{ key: 'a' }, { key: 'b' }])).toEqual(['a', 'b']);
    expect(collectionItemIds([{ key: 'a' }, {}])).toEqual(['a', 'index-1']);
    expect(collectionItemIds([{ key: 'a' }, { key: 'a' }])).toEqual(['index-0', 'index-1']);
    expect(collectionItemIds([{ id: 3 }], 'id')).toEqual(['3']);
  });
  it('moves items', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
  it('makes distinct keys', () => {
    expect(newItemKey()).not.toBe(newItemKey());
  });
});
