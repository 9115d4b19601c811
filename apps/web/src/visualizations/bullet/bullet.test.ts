import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { niceTicks, tickStep } from '../shared/axis/niceTicks';
import { parseNumberList, parseTextList } from '../shared/form-data/formDataReaders';
import { buildQuery } from './buildQuery';
import { bulletLayout } from './bulletLayout';
import { TITLE_FONT_SIZE, transformProps } from './transformProps';
import { estimateTextWidth } from '../shared/text/textMeasure';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';

const FORM_DATA: QueryFormData = {
  datasource: '5__table',
  viz_type: 'bullet',
  metric: 'revenue',
  adhoc_filters: [],
  ranges: '50, 100,150',
  range_labels: 'Poor,,Great',
  markers: '120',
  marker_labels: 'Target',
  marker_lines: '90',
  marker_line_labels: '',
};

function transform(formData: Partial<QueryFormData> = {}, value = 110) {
  return transformProps(
    chartPropsOf(
      { ...FORM_DATA, ...formData },
      [{ colnames: ['revenue'], data: [{ revenue: value }], rowcount: 1 }],
      { height: 120 },
    ),
  );
}

describe('bullet buildQuery', () => {
  it('asks for the one metric without grouping', () => {
    const query = buildQuery({ ...FORM_DATA, groupby: ['x'] }).queries[0]!;
    expect(query.metrics).toEqual(['revenue']);
    expect(query.columns).toEqual([]);
  });
});

describe('bullet lists and ticks', () => {
  it('parses comma-separated numbers and labels', () => {
    expect(parseNumberList('1, 2.5,,x, -3')).toEqual([1, 2.5, -3]);
    expect(parseNumberList('')).toEqual([]);
    expect(parseTextList('a,,b ')).toEqual(['a', '', 'b']);
  });

  it('picks round tick steps', () => {
    expect(tickStep(0, 150, 6)).toBe(20);
    expect(niceTicks(0, 150, 6)).toEqual([0, 20, 40, 60, 80, 100, 120, 140]);
    expect(niceTicks(-1, 1, 4)).toEqual([-1, -0.5, 0, 0.5, 1]);
    expect(niceTicks(0, 0.3, 3)).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe('bullet layout', () => {
  it('scales every part on one axis from zero to the largest value', () => {
    const layout = bulletLayout({
      width: 424,
      height: 100,
      titleWidth: 100,
      measures: [{ value: 75, label: 'm' }],
      ranges: [
        { value: 50, label: 'a' },
        { value: 150, label: 'b' },
      ],
      markers: [{ value: 120, label: 'k' }],
      markerLines: [{ value: 30, label: 'l' }],
    });
    // Plot from x = 100 to 400 (width - 24): 2 px per unit over 0..150.
    expect([layout.left, layout.right]).toEqual([100, 400]);
    expect(layout.domain).toEqual([0, 150]);
    expect(layout.ranges.map((r) => [r.value, r.start, r.width, r.shade])).toEqual([
      [150, 100, 300, '#eeeeee'],
      [50, 100, 100, '#dddddd'],
    ]);
    expect(layout.measures[0]!.width).toBe(150);
    expect(layout.markers[0]!.x).toBe(340);
    expect(layout.markerLines[0]!.x).toBe(160);
    // Band 66 px tall (100 - 8 - 26), the measure a third of it in the middle.
    expect(layout.bottom - layout.top).toBe(66);
    expect(layout.measures[0]!.height).toBe(22);
    expect(layout.measures[0]!.y).toBe(layout.top + 22);
  });

  it('draws negative measures leftwards from zero', () => {
    const layout = bulletLayout({
      width: 324,
      height: 100,
      titleWidth: 100,
      measures: [{ value: -50, label: 'm' }],
      ranges: [{ value: 150, label: 'r' }],
      markers: [],
      markerLines: [],
    });
    // Domain -50..150 over 200 px: 1 px per unit, zero at x = 150.
    expect(layout.domain).toEqual([-50, 150]);
    expect(layout.measures[0]).toMatchObject({ start: 100, width: 50 });
  });
});

describe('bullet transformProps', () => {
  it('labels ranges (defaults by rank), markers and lines', () => {
    const props = transform();
    expect(props.title).toBe('revenue');
    const ranges = props.layout.ranges.map((r) => [r.value, r.label]);
    expect(ranges).toEqual([
      [150, 'Great'],
      [100, 'Mean'],
      [50, 'Poor'],
    ]);
    expect(props.layout.markers.map((m) => [m.value, m.label])).toEqual([[120, 'Target']]);
    expect(props.layout.markerLines.map((m) => [m.value, m.label])).toEqual([[90, 'Marker line']]);
    expect(props.layout.measures.map((m) => m.value)).toEqual([110]);
  });

  it('defaults the range to 110 % of the value', () => {
    const props = transform({ ranges: '', markers: '', marker_lines: '' }, 200);
    const [widest, zero] = props.layout.ranges.map((r) => r.value);
    expect(widest).toBeCloseTo(220);
    expect(zero).toBe(0);
    expect(props.layout.domain[1]).toBeCloseTo(220);
    expect(props.formatValue(1500)).toBe('1.5k');
  });
});

describe('bullet title in a narrow cell', () => {
  const LONG = 'average_maximum_temperature';
  const narrow = (width: number) =>
    transformProps(
      chartPropsOf(
        { ...FORM_DATA, metric: LONG },
        [{ colnames: [LONG], data: [{ [LONG]: 20 }], rowcount: 1 }],
        { height: 120, width },
      ),
    );

  it('cuts a title wider than its room with an ellipsis, keeping the whole in the title', () => {
    const props = narrow(300);
    expect(props.title).toBe(LONG);
    expect(props.shownTitle).toMatch(/^average.*…$/);
    // The title ends 12 px left of the band and must start inside the chart.
    const width = estimateTextWidth(props.shownTitle, TITLE_FONT_SIZE, true);
    expect(props.layout.left - 12 - width).toBeGreaterThanOrEqual(0);
  });

  it('shows a title that fits whole', () => {
    expect(narrow(1200).shownTitle).toBe(LONG);
  });
});
