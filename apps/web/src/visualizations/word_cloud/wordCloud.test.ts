import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { estimateTextWidth } from '../shared/text/textMeasure';
import { buildQuery } from './buildQuery';
import { boxesOverlap, layoutCloud, layoutWithRetry, makeBox, type CloudWord } from './cloudLayout';
import { fontSize, transformProps } from './transformProps';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';

const FORM_DATA: QueryFormData = {
  datasource: '2__table',
  viz_type: 'word_cloud',
  series: 'name',
  metric: 'count',
  row_limit: 100,
  size_from: 10,
  size_to: 70,
  rotation: 'square',
  color_scheme: 'supersetColors',
};

const NAMES = [
  'Alpha',
  'Bravo',
  'Charlie',
  'Delta',
  'Echo',
  'Foxtrot',
  'Golf',
  'Hotel',
  'India',
  'Juliet',
  'Kilo',
  'Lima',
  'Mike',
  'November',
  'Oscar',
];

function words(count: number): CloudWord[] {
  return NAMES.slice(0, count).map((text, index) => ({
    text,
    size: 60 - index * 3,
    color: '#000',
  }));
}

const OPTIONS = {
  width: 600,
  height: 400,
  rotation: 'square' as const,
  padding: 2,
  measure: estimateTextWidth,
  seed: 'test',
};

describe('word_cloud buildQuery', () => {
  it('groups the metric by the series column, largest first when asked', () => {
    const query = buildQuery({ ...FORM_DATA, sort_by_metric: true }).queries[0]!;
    expect(query.columns).toEqual(['name']);
    expect(query.metrics).toEqual(['count']);
    expect(query.orderby).toEqual([['count', false]]);
    expect(buildQuery(FORM_DATA).queries[0]!.orderby).toEqual([]);
  });
});

describe('word_cloud transformProps', () => {
  it('sizes words linearly from zero to the largest value', () => {
    // Range 10..70 over 0..200: 50 → 10 + 60 × 0.25.
    expect(fontSize(50, 200, 10, 70)).toBe(25);
    expect(fontSize(200, 200, 10, 70)).toBe(70);
    expect(fontSize(-3, 200, 10, 70)).toBe(10);
    expect(fontSize(5, 0, 10, 70)).toBe(10);
    const props = transformProps(
      chartPropsOf(
        FORM_DATA,
        [
          {
            data: [
              { name: 'b', count: 50 },
              { name: 'a', count: 200 },
              { name: null, count: 100 },
            ],
            rowcount: 3,
          },
        ],
        { width: 400, height: 300 },
      ),
    );
    expect(props.words.map((word) => [word.text, word.size, word.valueText])).toEqual([
      ['a', 70, '200'],
      ['null', 40, '100'],
      ['b', 25, '50'],
    ]);
    // Colours follow the scheme, biggest word first.
    expect(props.words.map((word) => word.color)).toEqual(['#1FA8C9', '#454E7C', '#5AC189']);
    expect(props.rotation).toBe('square');
  });
});

describe('word cloud layout', () => {
  it('detects overlap of rotated boxes', () => {
    const flat = makeBox(0, 0, 100, 10, 0);
    expect(boxesOverlap(flat, makeBox(0, 20, 100, 10, 0))).toBe(false);
    expect(boxesOverlap(flat, makeBox(0, 0, 100, 10, 90))).toBe(true);
    // A tilted box running from (41.9, 26.1) down to (70.1, -2.1): its bounding box overlaps
    // the flat box's corner, the box itself passes above and right of it.
    const tilted = makeBox(56, 12, 40, 4, -45);
    expect(56 - tilted.extentX).toBeLessThan(50);
    expect(12 - tilted.extentY).toBeLessThan(5);
    expect(boxesOverlap(flat, tilted)).toBe(false);
    expect(boxesOverlap(flat, makeBox(56, 12, 40, 4, 45))).toBe(true);
  });

  it('places every word inside the box without overlaps', () => {
    const placed = layoutCloud(words(15), OPTIONS);
    expect(placed).toHaveLength(15);
    // The biggest word is tried first, at the centre.
    expect(placed[0]!.text).toBe('Alpha');
    expect(Math.abs(placed[0]!.x)).toBeLessThan(60);
    const boxes = placed.map((word) =>
      makeBox(word.x, word.y, word.width + 4, word.height + 4, word.rotate),
    );
    boxes.forEach((box, i) => {
      expect(Math.abs(box.cx) + box.extentX).toBeLessThanOrEqual(300.1);
      expect(Math.abs(box.cy) + box.extentY).toBeLessThanOrEqual(200.1);
      for (let j = i + 1; j < boxes.length; j += 1) {
        // Shrink slightly: padding keeps words apart, rounding may touch edges.
        const a = makeBox(box.cx, box.cy, placed[i]!.width, placed[i]!.height, placed[i]!.rotate);
        const b = makeBox(
          placed[j]!.x,
          placed[j]!.y,
          placed[j]!.width,
          placed[j]!.height,
          placed[j]!.rotate,
        );
        expect(boxesOverlap(a, b)).toBe(false);
      }
    });
    expect(new Set(placed.map((word) => word.rotate))).toEqual(new Set([0, 90]));
  });

  it('is deterministic for a seed and follows the rotation setting', () => {
    expect(layoutCloud(words(10), OPTIONS)).toEqual(layoutCloud(words(10), OPTIONS));
    const flat = layoutCloud(words(10), { ...OPTIONS, rotation: 'flat' });
    expect(flat.every((word) => word.rotate === 0)).toBe(true);
    const random = layoutCloud(words(15), { ...OPTIONS, rotation: 'random' });
    expect(random.every((word) => [-90, -60, -30, 0, 30, 60].includes(word.rotate))).toBe(true);
  });

  it('grows the canvas until the biggest words fit', () => {
    const huge = NAMES.slice(0, 12).map((text) => ({ text, size: 80, color: '#000' }));
    const small = { ...OPTIONS, width: 300, height: 200, rotation: 'flat' as const };
    expect(layoutCloud(huge, small).length).toBeLessThan(12);
    const retried = layoutWithRetry(huge, small);
    expect(retried.scale).toBeGreaterThan(1);
    expect(retried.words.length).toBeGreaterThan(layoutCloud(huge, small).length);
  });
});
