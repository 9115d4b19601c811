import { describe, expect, it } from 'vitest';
import {
  END_BEFORE_START,
  JSON_NOT_VALID,
  REQUIRED,
  annotationBody,
  annotationFormErrors,
  annotationFormValues,
  formFieldOf,
  layerBody,
  layerFormValues,
  type AnnotationFormValues,
} from './annotationForm';
import { annotationListPath, annotationsResource } from './annotationLayerTypes';
import { displayTime } from './annotationTimes';

const valid: AnnotationFormValues = {
  short_descr: '  v1.0 ',
  long_descr: 'First release',
  range: ['2024-01-10T09:30:00', '2024-01-10T09:30:00'],
  json_metadata: ' {"ticket": 12} ',
};

describe('annotation form', () => {
  it('starts empty for a new annotation and from the row when editing', () => {
    expect(annotationFormValues(null)).toEqual({
      short_descr: '',
      long_descr: '',
      range: null,
      json_metadata: '',
    });
    expect(
      annotationFormValues({
        short_descr: 'Freeze',
        long_descr: null,
        start_dttm: '2024-02-01T10:00:00',
        end_dttm: '2024-02-03T00:00:00',
        json_metadata: null,
      }),
    ).toEqual({
      short_descr: 'Freeze',
      long_descr: '',
      range: ['2024-02-01T10:00:00', '2024-02-03T00:00:00'],
      json_metadata: '',
    });
  });

  it('accepts an event whose end equals its start', () => {
    expect(annotationFormErrors(valid)).toEqual({});
  });

  it('names each field with a problem', () => {
    expect(
      annotationFormErrors({
        short_descr: ' ',
        long_descr: '',
        range: ['2024-03-02T00:00:00', '2024-03-01T23:59:59'],
        json_metadata: '[1, 2]',
      }),
    ).toEqual({ short_descr: REQUIRED, range: END_BEFORE_START, json_metadata: JSON_NOT_VALID });
    expect(annotationFormErrors({ ...valid, range: null }).range).toBe(REQUIRED);
    expect(annotationFormErrors({ ...valid, json_metadata: '{oops' }).json_metadata).toBe(
      JSON_NOT_VALID,
    );
  });

  it('sends trimmed text, null for empty optional fields', () => {
    expect(annotationBody(valid)).toEqual({
      short_descr: 'v1.0',
      long_descr: 'First release',
      start_dttm: '2024-01-10T09:30:00',
      end_dttm: '2024-01-10T09:30:00',
      json_metadata: '{"ticket": 12}',
    });
    expect(annotationBody({ ...valid, long_descr: '  ', json_metadata: '' })).toMatchObject({
      long_descr: null,
      json_metadata: null,
    });
  });

  it('shows server errors on start or end on the range picker', () => {
    expect(formFieldOf('start_dttm')).toBe('range');
    expect(formFieldOf('end_dttm')).toBe('range');
    expect(formFieldOf('short_descr')).toBe('short_descr');
    expect(formFieldOf('layer')).toBeNull();
  });
});

describe('annotation layer form', () => {
  it('round-trips a layer and drops a blank description', () => {
    const values = layerFormValues({ name: 'Releases', descr: null });
    expect(values).toEqual({ name: 'Releases', descr: '' });
    expect(layerBody({ name: ' Releases ', descr: '  ' })).toEqual({
      name: 'Releases',
      descr: null,
    });
    expect(layerBody({ name: 'Releases', descr: 'Launches' }).descr).toBe('Launches');
  });
});

describe('annotation paths and times', () => {
  it('builds the nested resource and screen paths', () => {
    expect(annotationsResource(7)).toBe('annotation_layer/7/annotation');
    expect(annotationListPath(7)).toBe('/annotationlayer/7/annotation/');
  });

  it('shows stored times with a space', () => {
    expect(displayTime('2024-01-10T09:30:00')).toBe('2024-01-10 09:30:00');
    expect(displayTime('soon')).toBe('soon');
  });
});
