import { describe, expect, it } from 'vitest';
import { APP_CSP, appCsp, tileOrigin } from '../../src/http/static-web';

describe('the app pages’ Content-Security-Policy', () => {
  it('allows no foreign image or fetch origin by default', () => {
    expect(APP_CSP).toContain("img-src 'self' data: blob:;");
    expect(APP_CSP).toContain("connect-src 'self' ws: wss:;");
  });

  it('lets the pages fetch tiles from the configured tile servers', () => {
    const origin = tileOrigin('https://tiles.example.com:8443/{z}/{x}/{y}.png');
    expect(origin).toBe('https://tiles.example.com:8443');
    const csp = appCsp([origin ?? '']);
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.com:8443;");
    expect(csp).toContain("connect-src 'self' ws: wss: https://tiles.example.com:8443;");
    expect(tileOrigin('not a url {z}')).toBeNull();
  });
});
