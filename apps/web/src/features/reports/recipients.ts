/**
 * Report recipients as the user types them (one text box: addresses separated by commas,
 * semicolons, spaces or new lines) and as the API stores them: one Email recipient whose
 * `recipient_config_json.target` lists the addresses separated by ", " (Superset's shape). Pure.
 */
import { t } from '../../i18n/t';
import type { ReportRecipient } from './reportTypes';

/**
 * A practical address check (the WHATWG `input type=email` rule): a local part, `@`, and a
 * domain of dot-separated labels that neither start nor end with a hyphen.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** RFC 5321's limit on a whole address. */
const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(address: string): boolean {
  return address.length <= MAX_EMAIL_LENGTH && EMAIL.test(address);
}

/** The addresses in the order typed, trimmed, empty entries and repeats (any case) dropped. */
export function parseRecipients(text: string): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const part of text.split(/[,;\s]+/)) {
    const address = part.trim();
    if (address === '' || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    addresses.push(address);
  }
  return addresses;
}

/** Null when the text holds at least one address and all are valid, else what is wrong. */
export function recipientsProblem(text: string): string | null {
  const addresses = parseRecipients(text);
  if (addresses.length === 0) return t('Please enter at least one email address');
  const invalid = addresses.filter((address) => !isValidEmail(address));
  if (invalid.length === 1) return t('%s is not a valid email address', invalid[0] ?? '');
  if (invalid.length > 1) return t('These are not valid email addresses: %s', invalid.join(', '));
  return null;
}

/** The API's recipients list for the typed addresses. */
export function recipientsBody(text: string): ReportRecipient[] {
  return [{ type: 'Email', recipient_config_json: { target: parseRecipients(text).join(', ') } }];
}

/**
 * The text box's content for stored recipients. The show endpoint may send
 * `recipient_config_json` as a JSON string (Superset does) or as an object.
 */
export function recipientsText(
  recipients: ReadonlyArray<{ type?: string; recipient_config_json?: unknown }> | null | undefined,
): string {
  const targets: string[] = [];
  for (const recipient of recipients ?? []) {
    if (recipient.type !== undefined && recipient.type !== 'Email') continue;
    const target = recipientTarget(recipient.recipient_config_json);
    if (target !== '') targets.push(...parseRecipients(target));
  }
  return [...new Set(targets)].join(', ');
}

function recipientTarget(config: unknown): string {
  let value = config;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return '';
    }
  }
  if (typeof value !== 'object' || value === null) return '';
  const target = (value as { target?: unknown }).target;
  return typeof target === 'string' ? target : '';
}
