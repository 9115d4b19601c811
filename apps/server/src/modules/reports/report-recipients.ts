/**
 * Email recipients of a report: Superset keeps them as `{target: "a@x.org, b@y.org"}` per
 * recipient row; addresses are separated by commas or semicolons.
 */

/** Deliberately plain: one @, no spaces or angle brackets, a dotted domain. */
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

export function splitAddresses(target: string): string[] {
  return target
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter((a) => a !== '');
}

export function isEmailAddress(address: string): boolean {
  return address.length <= 254 && EMAIL.test(address);
}

/** The addresses of a target that are not valid email addresses (an empty target is one). */
export function invalidEmails(target: string): string[] {
  const addresses = splitAddresses(target);
  if (addresses.length === 0) return [target.trim() === '' ? '""' : target];
  return addresses.filter((a) => !isEmailAddress(a));
}
