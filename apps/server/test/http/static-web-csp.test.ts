import { describe, expect, it } from 'vitest';
import { APP_CSP, appCsp } from '../../src/http/static-web';
import { tileOrigins } from '../../src/http/tile-origins';

describe('the app pages’ Content-Security-Policy', () => {
  it('allows no foreign image or fetch origin by default', () => {
    expect(APP_CSP).toContain("img-src 'self' data: blob:;");
    expect(APP_CSP).toContain("connect-src 'self' ws: wss:;");
  });

  it('allows frames of this site only, plus the configured markdown frame origins', () => {
    expect(APP_CSP).toContain("frame-src 'self';");
    const csp = appCsp({
      frameOrigins: ['https://www.youtube-nocookie.com', 'https://*.example.com'],
    });
    expect(csp).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://*.example.com;",
    );
    expect(csp).toContain("default-src 'self';");
    expect(csp).toContain("script-src 'self';");
  });

  it('lets the pages fetch tiles from the configured tile servers', () => {
    const origins = tileOrigins('https://tiles.example.com:8443/{z}/{x}/{y}.png');
    expect(origins).toEqual(['https://tiles.example.com:8443']);
    const csp = appCsp({ tileOrigins: origins ?? [] });
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.com:8443;");
    expect(csp).toContain("connect-src 'self' ws: wss: https://tiles.example.com:8443;");
    expect(tileOrigins('not a url {z}')).toBeNull();
  });

  it('reads one origin per subdomain of a {s} template, and none from other host placeholders', () => {
    expect(tileOrigins('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://a.tile.example.org',
      'https://b.tile.example.org',
      'https://c.tile.example.org',
    ]);
    expect(tileOrigins('https://{r}.tile.example.org/{z}/{x}/{y}.png')).toBeNull();
  });
});
