import { describe, expect, it } from 'vitest';
import { samplesErrorMessage } from './samplesError';

describe('samplesErrorMessage', () => {
  it("uses the server's message", () => {
    expect(samplesErrorMessage({ status: 400, data: { message: 'Dataset does not exist' } })).toBe(
      'Dataset does not exist',
    );
    expect(
      samplesErrorMessage({
        status: 500,
        data: { errors: [{ message: 'db down', error_type: 'X' }] },
      }),
    ).toBe('db down');
    expect(samplesErrorMessage({ status: 403, data: { error: 'Forbidden' } })).toBe('Forbidden');
    expect(samplesErrorMessage('query failed')).toBe('query failed');
  });

  it("falls back to 'Sorry, an error occurred'", () => {
    expect(
      samplesErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }),
    ).toBe('Sorry, an error occurred');
    expect(samplesErrorMessage({ status: 502, data: '<html>Bad gateway</html>' })).toBe(
      'Sorry, an error occurred',
    );
    expect(samplesErrorMessage({ status: 500, data: {} })).toBe('Sorry, an error occurred');
    expect(samplesErrorMessage(undefined)).toBe('Sorry, an error occurred');
    expect(samplesErrorMessage('')).toBe('Sorry, an error occurred');
  });
});
