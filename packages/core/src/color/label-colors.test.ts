import { describe, expect, it } from 'vitest';
import {
  colorLabelOf,
  createLabelColorScale,
  freshSharedLabelColors,
  labelsInSeveralCharts,
  sharedLabelColorsOf,
} from './label-colors';

const SCHEME = ['#111111', '#222222', '#333333', '#444444'];

describe('createLabelColorScale', () => {
  it('hands out the scheme in the order labels are first asked for, cycling', () => {
    const scale = createLabelColorScale({ colors: SCHEME });
    expect(['a', 'b', 'a', 'c', 'd', 'e'].map(scale)).toEqual([
      '#111111',
      '#222222',
      '#111111',
      '#333333',
      '#444444',
      '#111111',
    ]);
  });

  it('lets a pinned label colour win over the shared map', () => {
    const scale = createLabelColorScale({
      colors: SCHEME,
      labelColors: { boys: '#ff0000' },
      sharedColors: { boys: '#222222', girls: '#333333' },
    });
    expect(scale('boys')).toBe('#ff0000');
    expect(scale('girls')).toBe('#333333');
  });

  it('gives a shared label its shared colour whatever the order the chart asks in', () => {
    const sharedColors = { girls: '#111111' };
    const first = createLabelColorScale({ colors: SCHEME, sharedColors });
    const second = createLabelColorScale({ colors: SCHEME, sharedColors });
    expect([first('girls'), first('x')]).toEqual(['#111111', '#222222']);
    expect([second('y'), second('z'), second('girls')]).toEqual(['#222222', '#333333', '#111111']);
  });

  it('passes over colours held by shared and pinned labels, so a chart draws no two alike', () => {
    const scale = createLabelColorScale({
      colors: SCHEME,
      labelColors: { pinned: '#222222' },
      sharedColors: { shared: '#111111' },
    });
    expect(['own', 'shared', 'other', 'pinned', 'third'].map(scale)).toEqual([
      '#333333',
      '#111111',
      '#444444',
      '#222222',
      '#333333',
    ]);
  });

  it('cycles the whole scheme once every colour is held', () => {
    const scale = createLabelColorScale({
      colors: ['#111111', '#222222'],
      sharedColors: { a: '#111111', b: '#222222' },
    });
    expect([scale('c'), scale('d')]).toEqual(['#111111', '#222222']);
  });

  it('keys labels as trimmed text, as numbers and padded strings are drawn alike', () => {
    const scale = createLabelColorScale({ colors: SCHEME, labelColors: { '2020': '#abcdef' } });
    expect(scale(2020)).toBe('#abcdef');
    expect(scale(' 2020 ')).toBe('#abcdef');
    expect(colorLabelOf(null)).toBe('');
  });

  it('falls back to one colour for an empty scheme', () => {
    expect(createLabelColorScale({ colors: [] })('a')).toBe('#1FA8C9');
  });
});

describe('sharedLabelColorsOf', () => {
  it('reads the label → colour object older Superset stores', () => {
    expect(sharedLabelColorsOf({ shared_label_colors: { a: '#111111', b: 5 } })).toEqual({
      a: '#111111',
    });
  });

  it('reads the list of shared labels with their colours from map_label_colors', () => {
    const metadata = {
      shared_label_colors: ['a', 'c'],
      map_label_colors: { a: '#111111', b: '#222222' },
    };
    expect(sharedLabelColorsOf(metadata)).toEqual({ a: '#111111' });
  });

  it('is empty when nothing is stored', () => {
    expect(sharedLabelColorsOf({})).toEqual({});
    expect(sharedLabelColorsOf({ shared_label_colors: [] })).toEqual({});
  });
});

describe('freshSharedLabelColors', () => {
  it('shares only the labels drawn by more than one chart', () => {
    expect(
      labelsInSeveralCharts([
        ['a', 'b', 'b'],
        ['b', 'c'],
        ['c', 'd'],
      ]),
    ).toEqual(['b', 'c']);
  });

  it('colours new shared labels with the scheme in order of first appearance', () => {
    const fresh = freshSharedLabelColors({
      chartLabels: [
        ['x', 'girls', 'boys'],
        ['boys', 'girls'],
      ],
      colors: SCHEME,
    });
    expect(fresh).toEqual({ girls: '#111111', boys: '#222222' });
  });

  it('keeps stored colours, skips pinned labels and gives new labels colours no label holds', () => {
    const fresh = freshSharedLabelColors({
      chartLabels: [
        ['a', 'b', 'c'],
        ['a', 'b', 'c'],
      ],
      colors: SCHEME,
      stored: { a: '#111111', gone: '#333333' },
      labelColors: { b: '#ff0000' },
    });
    expect(fresh).toEqual({ a: '#111111', gone: '#333333', c: '#222222' });
  });

  it('gives the same map whichever chart reported first, given the same chart order', () => {
    const input = { chartLabels: [['p', 'q'], ['q', 'p'], ['p']], colors: SCHEME };
    expect(freshSharedLabelColors(input)).toEqual(freshSharedLabelColors({ ...input }));
    expect(freshSharedLabelColors(input)).toEqual({ p: '#111111', q: '#222222' });
  });

  it('cycles the scheme when there are more shared labels than colours', () => {
    const labels = ['a', 'b', 'c'];
    const fresh = freshSharedLabelColors({
      chartLabels: [labels, labels],
      colors: ['#111111', '#222222'],
    });
    expect(fresh).toEqual({ a: '#111111', b: '#222222', c: '#111111' });
  });
});
