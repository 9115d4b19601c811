import { describe, expect, it } from 'vitest';
import { isCsrfFailure, needsCsrfToken } from './csrfPolicy';

describe('needsCsrfToken', () => {
  it('skips safe methods', () => {
    expect(needsCsrfToken(undefined, '/api/v1/dataset/')).toBe(false);
    expect(needsCsrfToken('get', '/api/v1/dataset/')).toBe(false);
    expect(needsCsrfToken('HEAD', '/api/v1/dataset/')).toBe(false);
  });

  it('covers state-changing API calls', () => {
    for (const method of ['POST', 'put', 'DELETE', 'PATCH']) {
      expect(needsCsrfToken(method, '/api/v1/dataset/1')).toBe(true);
    }
    expect(needsCsrfToken('POST', 'api/v1/chart/data')).toBe(true);
  });

  it('covers the legacy datasource and superset endpoints', () => {
    expect(needsCsrfToken('POST', '/datasource/save/')).toBe(true);
    expect(needsCsrfToken('POST', '/superset/sqllab_viz/')).toBe(true);
    expect(needsCsrfToken('GET', '/datasource/get/table/1/')).toBe(false);
  });

  it('leaves the anonymous login form alone', () => {
    expect(needsCsrfToken('POST', '/login/')).toBe(false);
  });

  it('covers logout, a write to the session', () => {
    expect(needsCsrfToken('POST', '/logout/')).toBe(true);
    expect(needsCsrfToken('GET', '/logout/')).toBe(false);
  });
});

describe('isCsrfFailure', () => {
  it('recognises CSRF rejections', () => {
    expect(isCsrfFailure(400, { message: 'The CSRF token is missing.' })).toBe(true);
    expect(isCsrfFailure(403, { errors: [{ message: 'CSRF token expired' }] })).toBe(true);
    expect(isCsrfFailure(400, '400 Bad Request: The CSRF session token is missing.')).toBe(true);
  });

  it('ignores other failures', () => {
    expect(isCsrfFailure(400, { message: { table_name: ['Missing data'] } })).toBe(false);
    expect(isCsrfFailure(403, { message: 'Forbidden' })).toBe(false);
    expect(isCsrfFailure(500, { message: 'CSRF' })).toBe(false);
    expect(isCsrfFailure('FETCH_ERROR', undefined)).toBe(false);
  });
});
