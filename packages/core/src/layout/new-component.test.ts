import { describe, expect, it } from 'vitest';
import { newComponent, randomIdPart } from './new-component';

const seed = () => 'abc';

describe('newComponent', () => {
  it('names ids <TYPE>-<random> and starts empty', () => {
    const item = newComponent('ROW', {}, seed);
    expect(item).toEqual({
      id: 'ROW-abc',
      type: 'ROW',
      children: [],
      parents: [],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    });
  });

  it.each([
    ['CHART', { width: 4, height: 50 }],
    ['MARKDOWN', { width: 4, height: 50 }],
    ['COLUMN', { width: 4, background: 'BACKGROUND_TRANSPARENT' }],
    ['ROW', { background: 'BACKGROUND_TRANSPARENT' }],
    [
      'HEADER',
      { text: 'New header', headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' },
    ],
    ['TAB', { text: '', defaultText: 'Tab title', placeholder: 'Tab title' }],
    ['TABS', {}],
    ['DIVIDER', {}],
    ['DYNAMIC', { width: 12, background: 'BACKGROUND_TRANSPARENT' }],
  ] as const)('gives a new %s the Superset defaults', (type, meta) => {
    expect(newComponent(type, {}, seed).meta).toEqual(meta);
  });

  it('lays given meta over the defaults, ignoring keys set to undefined', () => {
    const item = newComponent('CHART', { chartId: 7, sliceName: 'Sales', height: undefined }, seed);
    expect(item.meta).toEqual({ width: 4, height: 50, chartId: 7, sliceName: 'Sales' });
  });

  it('makes distinct random ids of URL-safe characters', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomIdPart()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(newComponent('TABS').id).toMatch(/^TABS-[A-Za-z0-9_-]{10}$/);
  });
});
