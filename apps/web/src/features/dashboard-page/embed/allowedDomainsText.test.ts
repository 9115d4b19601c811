import { describe, expect, it } from 'vitest';
import { formatAllowedDomains, parseAllowedDomains } from './allowedDomainsText';

describe('allowed domains text', () => {
  it('splits on commas and white space, dropping empty entries', () => {
    expect(
      parseAllowedDomains(' a.example, https://b.example:8080 ,,c.example\nd.example '),
    ).toEqual(['a.example', 'https://b.example:8080', 'c.example', 'd.example']);
    expect(parseAllowedDomains('  ,  ')).toEqual([]);
  });

  it('writes the stored list back as the field shows it', () => {
    const domains = ['a.example', 'https://b.example'];
    expect(formatAllowedDomains(domains)).toBe('a.example, https://b.example');
    expect(parseAllowedDomains(formatAllowedDomains(domains))).toEqual(domains);
  });
});
