import { describe, expect, it } from 'vitest';
import {
  dashboardSharedLabelColors,
  metadataWithSharedLabelColors,
  sharedColorKeysOf,
} from './sharedLabelColors';

describe('dashboardSharedLabelColors', () => {
  it('colours the labels several charts draw, charts taken in id order', () => {
    const labels = new Map([
      [9, ['sun', 'rain']],
      [4, ['rain', 'fog', 'sun']],
    ]);
    expect(dashboardSharedLabelColors({ color_scheme: 'd3Category10' }, labels)).toEqual({
      rain: '#1f77b4',
      sun: '#ff7f0e',
    });
  });

  it('keeps the stored shared colours and leaves pinned labels to label_colors', () => {
    const labels = new Map([
      [1, ['a', 'b', 'c']],
      [2, ['a', 'b', 'c']],
    ]);
    const metadata = {
      color_scheme: 'd3Category10',
      shared_label_colors: ['a'],
      map_label_colors: { a: '#ff7f0e' },
      label_colors: { b: '#000000' },
    };
    expect(dashboardSharedLabelColors(metadata, labels)).toEqual({ a: '#ff7f0e', c: '#1f77b4' });
  });
});

describe('metadataWithSharedLabelColors', () => {
  it('writes newer Superset shape: the shared labels, their colours in map_label_colors', () => {
    const metadata = { shared_label_colors: [], map_label_colors: { x: '#010101' } };
    expect(metadataWithSharedLabelColors(metadata, { a: '#111111' })).toEqual({
      shared_label_colors: ['a'],
      map_label_colors: { x: '#010101', a: '#111111' },
    });
  });

  it('keeps the older label → colour object when the dashboard stores that', () => {
    const metadata = { shared_label_colors: { old: '#222222' } };
    expect(metadataWithSharedLabelColors(metadata, { a: '#111111' })).toEqual({
      shared_label_colors: { a: '#111111' },
    });
  });

  it('leaves the metadata as loaded when no label is shared', () => {
    const metadata = { color_scheme: 'x' };
    expect(metadataWithSharedLabelColors(metadata, {})).toBe(metadata);
  });
});

describe('sharedColorKeysOf', () => {
  it('takes the shared colour keys the colours call sets, nothing else', () => {
    const metadata = metadataWithSharedLabelColors(
      { color_scheme: 'x', shared_label_colors: [] },
      { a: '#111111' },
    );
    expect(sharedColorKeysOf(metadata)).toEqual({
      shared_label_colors: ['a'],
      map_label_colors: { a: '#111111' },
    });
    expect(sharedColorKeysOf({ shared_label_colors: { a: '#111111' } })).toEqual({
      shared_label_colors: { a: '#111111' },
    });
  });
});
