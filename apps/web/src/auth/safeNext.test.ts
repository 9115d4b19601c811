import { describe, expect, it } from 'vitest';
import { loginUrl, safeNext } from './safeNext';

describe('safeNext', () => {
  it.each(['/', '/dataset/list/', '/dataset/list/?q=(page:1)#top', '/explore/?slice_id=3'])(
    'accepts %s',
    (next) => {
      expect(safeNext(next)).toBe(next);
    },
  );

  it.each([
    null,
    undefined,
    '',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /dataset/list/',
    'https://evil.com',
    'http://localhost/dataset/list/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'dataset/list/',
    'evil.com',
  ])('rejects %j', (next) => {
    expect(safeNext(next)).toBe('/');
  });
});

describe('loginUrl', () => {
  it('carries the path back as next', () => {
    expect(loginUrl('/dataset/list/')).toBe('/login/?next=%2Fdataset%2Flist%2F');
    expect(new URLSearchParams(loginUrl('/a/?b=1&c=2').split('?')[1]).get('next')).toBe(
      '/a/?b=1&c=2',
    );
  });

  it('omits next for the home page', () => {
    expect(loginUrl('/')).toBe('/login/');
  });
});
