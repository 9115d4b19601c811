import { describe, expect, it } from 'vitest';
import rison from 'rison';
import { REQUIRED_ERROR } from '@panorama/core/explore/validators';
import {
  annotationLayerErrors,
  newAnnotationLayerValue,
  readAnnotationLayerValue,
  sourceTypesFor,
  storedAnnotationLayer,
  visibleFields,
  withAnnotationType,
  withSourceType,
} from './annotationLayerConfig';
import { sourceOptionsFromRows, sourceOptionsUrl } from './annotationSourceOptions';

const event = {
  ...newAnnotationLayerValue(),
  name: 'Releases',
  annotationType: 'EVENT' as const,
  sourceType: 'NATIVE' as const,
  value: 3,
};

describe('annotation layer values', () => {
  it('reads stored layers with defaults and drops malformed settings', () => {
    const layer = readAnnotationLayerValue({
      name: 'Trend',
      annotationType: 'TIME_SERIES',
      sourceType: 'NATIVE',
      value: 12,
      width: -3,
      style: 'wavy',
      opacity: 'opacityHigh',
      color: '#00ff00',
      show: false,
      descriptionColumns: ['a', 3],
    });
    expect(layer).toMatchObject({
      annotationType: 'TIME_SERIES',
      // NATIVE is not a TIME_SERIES source: the type's own source is used.
      sourceType: 'line',
      value: 12,
      width: 1,
      style: 'solid',
      opacity: 'opacityHigh',
      color: '#00ff00',
      show: false,
      descriptionColumns: ['a'],
    });
    expect(readAnnotationLayerValue(null)).toEqual(newAnnotationLayerValue());
    expect(readAnnotationLayerValue({ annotationType: 'NOPE' }).annotationType).toBe('FORMULA');
  });

  it('offers each type its sources and resets what no longer applies', () => {
    expect(sourceTypesFor('FORMULA')).toEqual(['']);
    expect(sourceTypesFor('INTERVAL')).toEqual(['NATIVE', 'table']);
    expect(sourceTypesFor('TIME_SERIES')).toEqual(['line']);

    const interval = withAnnotationType(event, 'INTERVAL');
    expect(interval).toMatchObject({ sourceType: 'NATIVE', value: 3 });
    const series = withAnnotationType(event, 'TIME_SERIES');
    expect(series).toMatchObject({ sourceType: 'line', value: null });
    const formula = withAnnotationType(series, 'FORMULA');
    expect(formula).toMatchObject({ sourceType: '', value: '', overrides: {} });

    const table = withSourceType({ ...event, timeColumn: 'x' }, 'table');
    expect(table).toMatchObject({ sourceType: 'table', value: null, timeColumn: '' });
  });

  it('shows the fields that apply', () => {
    expect(visibleFields(event)).toMatchObject({
      source: true,
      sourceId: true,
      formula: false,
      overrides: false,
      timeColumn: false,
      showLabel: true,
      markers: false,
    });
    const tableInterval = {
      ...event,
      annotationType: 'INTERVAL' as const,
      sourceType: 'table' as const,
    };
    expect(visibleFields(tableInterval)).toMatchObject({
      overrides: true,
      timeColumn: true,
      intervalEndColumn: true,
      lineOptions: false,
    });
    expect(visibleFields(newAnnotationLayerValue())).toMatchObject({
      formula: true,
      source: false,
      sourceId: false,
      markers: true,
    });
  });

  it('needs a unique name, a formula or source id, and a table time column', () => {
    expect(annotationLayerErrors(event, [{ name: 'Other' }])).toEqual({});
    expect(annotationLayerErrors({ ...event, name: ' ', value: null }, [])).toEqual({
      name: REQUIRED_ERROR,
      value: REQUIRED_ERROR,
    });
    expect(annotationLayerErrors(event, [{ name: 'Releases' }]).name).toBe(
      'An annotation layer with this name already exists',
    );
    expect(
      annotationLayerErrors({ ...newAnnotationLayerValue(), name: 'f', value: ' ' }, []).value,
    ).toBe(REQUIRED_ERROR);
    expect(annotationLayerErrors({ ...event, sourceType: 'table' }, []).timeColumn).toBe(
      REQUIRED_ERROR,
    );
  });

  it('stores numeric ids and only the table columns a table source uses', () => {
    const stored = storedAnnotationLayer({ ...event, value: '7' });
    expect(stored.value).toBe(7);
    expect(stored).not.toHaveProperty('timeColumn');
    const table = storedAnnotationLayer({
      ...event,
      sourceType: 'table',
      timeColumn: 'ds',
      titleColumn: '',
      descriptionColumns: ['note'],
    });
    expect(table).toMatchObject({ timeColumn: 'ds', descriptionColumns: ['note'] });
    expect(table).not.toHaveProperty('titleColumn');
    expect(storedAnnotationLayer({ ...newAnnotationLayerValue(), value: '2*x' }).value).toBe('2*x');
  });
});

describe('annotation source options', () => {
  const query = (url: string | null) =>
    rison.decode(decodeURIComponent(String(url).split('?q=')[1] ?? '')) as Record<string, unknown>;

  it('lists stored layers by name and charts of the source kind', () => {
    expect(sourceOptionsUrl('')).toBeNull();
    expect(sourceOptionsUrl('NATIVE')).toMatch(/^\/api\/v1\/annotation_layer\/\?q=/);
    expect(query(sourceOptionsUrl('NATIVE'))).toMatchObject({
      columns: ['id', 'name'],
      order_column: 'name',
    });
    const tables = query(sourceOptionsUrl('table'));
    expect(tables.filters).toEqual([{ col: 'viz_type', opr: 'in', value: ['table'] }]);
    const lines = query(sourceOptionsUrl('line')).filters as Array<{ value: string[] }>;
    expect(lines[0]?.value).toContain('echarts_timeseries_line');
  });

  it('labels rows by name or slice name', () => {
    expect(
      sourceOptionsFromRows([
        { id: 1, name: 'Releases' },
        { id: 2, slice_name: 'Flights' },
        { id: 3, name: '' },
        { name: 'no id' },
        null,
      ]),
    ).toEqual([
      { value: 1, label: 'Releases' },
      { value: 2, label: 'Flights' },
      { value: 3, label: '#3' },
    ]);
  });
});
