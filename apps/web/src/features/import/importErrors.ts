/**
 * How an import failure is read, the way Superset's import modal reads it: a
 * SIP-40 envelope `{errors: [{message, error_type, extra: {"<file>": <messages>}}]}` either asks
 * for database passwords, asks to confirm an overwrite, or is final.
 */
import { t } from '../../i18n/t';

export const NEEDS_PASSWORD_MESSAGE = 'Must provide a password for the database';
/**
 * What Superset asks for a database reached through an SSH tunnel. Panorama has no SSH tunnels
 * (its server refuses `ssh_tunnel` with 'SSH Tunneling is not enabled'), so a bundle from a
 * Superset that asks for these can never be completed by typing secrets: it is a final error
 * that says why.
 */
export const SSH_TUNNEL_SECRET_MESSAGES = [
  'Must provide a password for the ssh tunnel',
  'Must provide a private key for the ssh tunnel',
  'Must provide a private key password for the ssh tunnel',
] as const;
export const ALREADY_EXISTS_FRAGMENT = 'already exists and `overwrite=true` was not passed';

export type ImportFailure =
  /** These database files (e.g. `databases/examples.yaml`) need a password. */
  | { kind: 'password'; files: string[] }
  | { kind: 'overwrite' }
  /** `message` is the server's, `details` the per-file problems. */
  | { kind: 'error'; message: string; details: string[] };

interface ErrorEntry {
  message: string;
  extra: Record<string, unknown>;
}

function entriesOf(body: unknown): ErrorEntry[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.errors)) {
    return record.errors.flatMap((raw): ErrorEntry[] => {
      if (typeof raw !== 'object' || raw === null) return [];
      const entry = raw as Record<string, unknown>;
      const extra =
        typeof entry.extra === 'object' && entry.extra !== null && !Array.isArray(entry.extra)
          ? (entry.extra as Record<string, unknown>)
          : {};
      return [{ message: typeof entry.message === 'string' ? entry.message : '', extra }];
    });
  }
  // A plain `{message}` body (e.g. 400 "No valid import files were found").
  if (typeof record.message === 'string') return [{ message: record.message, extra: {} }];
  return [];
}

/** Every string found in a per-file value, however nested (`{_schema: [...]}`, lists, ...). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/**
 * Superset's `useImportResource` asks for a password only when a file's `_schema` list is exactly
 * `["Must provide a password for the database"]`; any other problem in the same file is final.
 */
function needsPassword(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const schema = (value as Record<string, unknown>)._schema;
  return Array.isArray(schema) && schema.length === 1 && schema[0] === NEEDS_PASSWORD_MESSAGE;
}

function fileEntries(extra: Record<string, unknown>): Array<[string, unknown]> {
  return Object.entries(extra).filter(([key]) => key !== 'issue_codes');
}

export function classifyImportFailure(body: unknown, fallback: string): ImportFailure {
  const entries = entriesOf(body);
  const files = entries.flatMap((entry) => fileEntries(entry.extra));
  const texts = [...entries.map((e) => e.message), ...files.flatMap(([, value]) => strings(value))];
  // Overwrite first: asking for passwords and then failing on existence would ask twice.
  if (texts.some((text) => text.includes(ALREADY_EXISTS_FRAGMENT))) return { kind: 'overwrite' };
  const sshSecret = texts.find((text) =>
    SSH_TUNNEL_SECRET_MESSAGES.some((message) => text === message),
  );
  if (sshSecret) {
    return {
      kind: 'error',
      message: t('This bundle reaches a database through an SSH tunnel, which is not supported.'),
      details: files.map(([file, value]) => `${file}: ${strings(value).join(', ')}`),
    };
  }
  const passwordFiles = files.filter(([, value]) => needsPassword(value)).map(([file]) => file);
  if (passwordFiles.length > 0 && passwordFiles.length === files.length) {
    return { kind: 'password', files: passwordFiles };
  }
  const message = entries.map((e) => e.message).find((m) => m !== '') ?? fallback;
  const details = files.map(([file, value]) => `${file}: ${strings(value).join(', ')}`);
  return { kind: 'error', message, details };
}
