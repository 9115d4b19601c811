import { describe, expect, it } from 'vitest';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it("prefers the server's message", () => {
    expect(
      errorMessage({ status: 401, data: { message: 'Invalid login. Please try again.' } }),
    ).toBe('Invalid login. Please try again.');
    expect(errorMessage({ status: 422, data: { msg: 'Bad token' } })).toBe('Bad token');
  });

  it('flattens field validation messages', () => {
    expect(errorMessage({ status: 400, data: { message: { username: ['Missing data'] } } })).toBe(
      'username: Missing data',
    );
  });

  it('describes transport failures', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(
      /reach the server/,
    );
  });

  it('ignores HTML error pages and falls back', () => {
    expect(errorMessage({ status: 502, data: '<html>Bad gateway</html>' }, 'fallback')).toBe(
      'fallback',
    );
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
