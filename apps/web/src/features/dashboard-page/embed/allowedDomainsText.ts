/**
 * The Embed dialog's "Allowed Domains (comma separated)" field: the text a user types and the
 * list the server stores. Commas and white space both separate domains, as in Superset.
 */

export function parseAllowedDomains(text: string): string[] {
  return text.split(/[\s,]+/).filter((domain) => domain !== '');
}

export function formatAllowedDomains(domains: readonly string[]): string {
  return domains.join(', ');
}
