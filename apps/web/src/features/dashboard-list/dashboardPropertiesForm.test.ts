import { describe, expect, it } from 'vitest';
import {
  fieldsFromMetadata,
  metadataText,
  metadataTextWithFields,
  parseMetadataText,
} from './dashboardPropertiesForm';

describe('metadata text', () => {
  it('shows indented JSON without positions', () => {
    expect(metadataText({ positions: { a: 1 }, color_scheme: 'x' })).toBe(
      '{\n  "color_scheme": "x"\n}',
    );
  });

  it('accepts only a JSON object (empty text meaning {})', () => {
    expect(parseMetadataText('{"a": 1}')).toEqual({ a: 1 });
    expect(parseMetadataText('  ')).toEqual({});
    expect(parseMetadataText('[1]')).toBeNull();
    expect(parseMetadataText('{oops')).toBeNull();
  });
});

describe('keeping fields and text in step', () => {
  it('writes the colour scheme and the refresh frequency into the text', () => {
    const text = metadataTextWithFields('{"label_colors": {}}', {
      colorScheme: 'bnbColors',
      refreshFrequency: 300,
    });
    expect(JSON.parse(text)).toEqual({
      label_colors: {},
      color_scheme: 'bnbColors',
      refresh_frequency: 300,
    });
  });

  it('removes the colour scheme when the field is cleared', () => {
    const text = metadataTextWithFields('{"color_scheme": "a"}', {
      colorScheme: undefined,
      refreshFrequency: 0,
    });
    expect(JSON.parse(text)).toEqual({ refresh_frequency: 0 });
  });

  it('leaves invalid text alone', () => {
    expect(metadataTextWithFields('{bad', { colorScheme: 'a', refreshFrequency: 1 })).toBe('{bad');
  });

  it('reads the fields back from the metadata', () => {
    expect(fieldsFromMetadata({ color_scheme: 'a', refresh_frequency: '60' })).toEqual({
      colorScheme: 'a',
      refreshFrequency: 60,
    });
    expect(fieldsFromMetadata({})).toEqual({ colorScheme: undefined, refreshFrequency: 0 });
  });
});
