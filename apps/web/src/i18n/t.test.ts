import { describe, expect, it } from 'vitest';
import { t } from './t';

describe('t', () => {
  it('returns the message unchanged without placeholders', () => {
    expect(t('Sign in')).toBe('Sign in');
  });

  it('substitutes %s placeholders in order', () => {
    expect(t('An error occurred while fetching %ss: %s', 'dataset', 'boom')).toBe(
      'An error occurred while fetching datasets: boom',
    );
  });

  it('formats numbers', () => {
    expect(t('%s row(s)', 3)).toBe('3 row(s)');
  });

  it('leaves unmatched placeholders visible', () => {
    expect(t('Hello %s and %s', 'Ada')).toBe('Hello Ada and %s');
  });

  it('does not re-interpret placeholders inside substituted values', () => {
    expect(t('%s / %s', '%s', 'b')).toBe('%s / b');
  });

  it('turns %% into a literal percent sign', () => {
    expect(t('%s%% done', 50)).toBe('50% done');
  });
});
