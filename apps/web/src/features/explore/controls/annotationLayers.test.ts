import { describe, expect, it } from 'vitest';
import {
  asAnnotationLayer,
  isNameTaken,
  newAnnotationLayer,
  validateAnnotationLayer,
  withAnnotationType,
} from './annotationLayers';

describe('annotation layers', () => {
  it('requires a name and a formula or source id', () => {
    expect(validateAnnotationLayer(newAnnotationLayer())).toEqual({
      name: 'This is a required field',
      value: 'This is a required field',
    });
    expect(
      validateAnnotationLayer({ ...newAnnotationLayer(), name: 'Goal', value: 'x * 2' }),
    ).toEqual({});
    const event = withAnnotationType({ ...newAnnotationLayer(), name: 'E' }, 'EVENT');
    expect(validateAnnotationLayer({ ...event, value: 'abc' })).toEqual({
      value: 'This is a required field',
    });
    expect(validateAnnotationLayer({ ...event, value: 3 })).toEqual({});
  });

  it('switches source with the type and clears values of the wrong kind', () => {
    const formula = { ...newAnnotationLayer(), value: 'x' };
    const event = withAnnotationType(formula, 'EVENT');
    expect(event).toMatchObject({ annotationType: 'EVENT', sourceType: 'NATIVE', value: null });
    const interval = withAnnotationType({ ...event, value: 4 }, 'INTERVAL');
    expect(interval).toMatchObject({ sourceType: 'NATIVE', value: 4 });
    expect(withAnnotationType(interval, 'TIME_SERIES')).toMatchObject({
      sourceType: 'line',
      value: null,
    });
    expect(withAnnotationType(interval, 'FORMULA')).toMatchObject({ sourceType: '', value: '' });
  });

  it('repairs stored layers and checks name clashes', () => {
    expect(asAnnotationLayer({ name: 'a', annotationType: 'BOGUS' })).toMatchObject({
      annotationType: 'FORMULA',
      show: true,
      overrides: {},
    });
    const layers = [asAnnotationLayer({ name: 'a' }), asAnnotationLayer({ name: 'b' })];
    expect(isNameTaken(layers, 'a', null)).toBe(true);
    expect(isNameTaken(layers, 'a', 0)).toBe(false);
  });
});
