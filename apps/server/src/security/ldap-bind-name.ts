/**
 * The name a user binds to the directory as when AUTH_LDAP_USERNAME_FORMAT or
 * AUTH_LDAP_APPEND_DOMAIN is set (Flask-AppBuilder's direct bind): the typed name, escaped as a DN
 * attribute value, put in the format's `%s`, then `@domain` appended.
 */

/** Characters RFC 4514 requires escaping anywhere in a value, plus `=` as python-ldap does. */
const SPECIAL = new Set([',', '+', '"', '\\', '<', '>', ';', '=']);

/**
 * A DN attribute value written so a directory reads back exactly `value`: whatever the user
 * types, the DN keeps the shape the format gives it (one RDN value, no extra RDNs or attributes).
 */
export function escapeDnValue(value: string): string {
  const chars = [...value];
  return chars
    .map((ch, i) => {
      if (ch === '\u0000') return '\\00';
      if (SPECIAL.has(ch)) return `\\${ch}`;
      if (ch === '#' && i === 0) return '\\#';
      if (ch === ' ' && (i === 0 || i === chars.length - 1)) return '\\ ';
      return ch;
    })
    .join('');
}

export interface DirectBindSettings {
  /** Python %-format with one `%s` (`%%` for a literal percent sign); empty for the bare name. */
  usernameFormat: string;
  /** Appended as `@domain`; empty for none. */
  appendDomain: string;
}

/** True when the format has exactly one `%s` and no other conversion, as Python would accept. */
export function isUsernameFormat(format: string): boolean {
  const conversions = format.match(/%[s%]/g) ?? [];
  return (
    conversions.filter((c) => c === '%s').length === 1 &&
    !format.replace(/%[s%]/g, '').includes('%')
  );
}

export function directBindName(settings: DirectBindSettings, username: string): string {
  const escaped = escapeDnValue(username);
  const formatted = settings.usernameFormat
    ? settings.usernameFormat.replace(/%([s%])/g, (_, c: string) => (c === 's' ? escaped : '%'))
    : escaped;
  return settings.appendDomain ? `${formatted}@${settings.appendDomain}` : formatted;
}
