import { describe, expect, it } from 'vitest';
import { frameAncestorSources, isAllowedEmbedder } from './allowed-domains';

describe('allowed embedding domains', () => {
  it('lets any site embed when no domain is listed', () => {
    expect(isAllowedEmbedder([], undefined)).toBe(true);
    expect(isAllowedEmbedder([], 'https://anyone.example/page')).toBe(true);
    expect(frameAncestorSources([])).toEqual(['*']);
  });

  it('matches an entry with a scheme as a whole origin', () => {
    const allowed = ['https://app.example:8443'];
    expect(isAllowedEmbedder(allowed, 'https://app.example:8443/reports?x=1')).toBe(true);
    expect(isAllowedEmbedder(allowed, 'http://app.example:8443/')).toBe(false);
    expect(isAllowedEmbedder(allowed, 'https://app.example/')).toBe(false);
    expect(isAllowedEmbedder(allowed, 'https://app.example:8443.evil.example/')).toBe(false);
    expect(frameAncestorSources(['https://app.example:8443/path'])).toEqual([
      'https://app.example:8443',
    ]);
  });

  it('matches an entry without a scheme as a host on any scheme', () => {
    expect(isAllowedEmbedder(['app.example'], 'http://APP.example/x')).toBe(true);
    expect(isAllowedEmbedder(['app.example'], 'https://app.example.evil.example/')).toBe(false);
  });

  it('refuses a missing or unreadable referrer when domains are listed', () => {
    expect(isAllowedEmbedder(['app.example'], undefined)).toBe(false);
    expect(isAllowedEmbedder(['app.example'], 'not a url')).toBe(false);
  });
});
