import { describe, expect, it } from 'vitest';
import { annotationTimeMs, parseAnnotationTime, storedAnnotationTime } from './annotation-time';

const stored = (text: string) => {
  const date = parseAnnotationTime(text);
  return date === null ? null : storedAnnotationTime(date);
};

describe('annotation times', () => {
  it('reads naive text as UTC and stores whole seconds', () => {
    expect(stored('2024-01-31')).toBe('2024-01-31T00:00:00');
    expect(stored('2024-01-31 08:05')).toBe('2024-01-31T08:05:00');
    expect(stored('2024-01-31T08:05:09.750')).toBe('2024-01-31T08:05:09');
  });

  it('converts zoned text to UTC', () => {
    expect(stored('2024-01-31T08:00:00Z')).toBe('2024-01-31T08:00:00');
    // 01:30 at +02:00 is 23:30 the day before in UTC.
    expect(stored('2024-03-01T01:30:00+02:00')).toBe('2024-02-29T23:30:00');
    expect(stored('2024-03-01T01:30:00-0530')).toBe('2024-03-01T07:00:00');
  });

  it('refuses text that is not a calendar date and time', () => {
    for (const text of ['2023-02-29', '2024-13-01', '2024-01-31T24:00', 'tomorrow', '31/01/2024']) {
      expect(parseAnnotationTime(text), text).toBeNull();
    }
  });

  it('gives epoch milliseconds of a stored time', () => {
    // 2024-01-01 is 19723 days after 1970-01-01.
    expect(annotationTimeMs('2024-01-01T00:00:00')).toBe(19723 * 86_400_000);
    expect(annotationTimeMs('2024-01-01T01:00:01')).toBe(19723 * 86_400_000 + 3_601_000);
  });
});
