/**
 * The multipart form of `POST /api/v1/{resource}/import/`, with the field names Superset reads:
 * `formData` (the bundle), `passwords`, `overwrite`, `ssh_tunnel_passwords`,
 * `ssh_tunnel_private_keys`, `ssh_tunnel_private_key_passwords`, and for datasets `sync_columns`
 * and `sync_metrics`. Booleans are the string `true` (anything else is false); the others are
 * JSON objects of strings keyed by database file name.
 */
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '@panorama/core/errors/app-error';
import type { UploadedFile } from './bundle-contents';

export interface ImportForm {
  upload: UploadedFile;
  passwords: Record<string, string>;
  overwrite: boolean;
  sshTunnelPasswords: Record<string, string>;
  sshTunnelPrivateKeys: Record<string, string>;
  sshTunnelPrivateKeyPasswords: Record<string, string>;
  syncColumns: boolean;
  syncMetrics: boolean;
}

const JSON_FIELDS = [
  'passwords',
  'ssh_tunnel_passwords',
  'ssh_tunnel_private_keys',
  'ssh_tunnel_private_key_passwords',
] as const;

/** FAB's answer to a request without the arguments an endpoint needs. */
export const ARGUMENTS_NOT_CORRECT = 'Arguments are not correct';

function stringMap(field: string, text: string | undefined): Record<string, string> {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ValidationError({ [field]: ['Not valid JSON.'] });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ValidationError({ [field]: ['Must be a JSON object of file names to strings.'] });
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string')
      throw new ValidationError({ [field]: ['Must be a JSON object of file names to strings.'] });
    out[key] = entry;
  }
  return out;
}

export async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw new ValidationError(ARGUMENTS_NOT_CORRECT);
  const fields = new Map<string, string>();
  let upload: UploadedFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Read (and so bounded by the plugin's fileSize limit) even when ignored, to drain it.
      const data = await part.toBuffer();
      if (part.fieldname === 'formData' && upload === undefined)
        upload = { filename: part.filename, data };
    } else {
      if (part.valueTruncated)
        throw new ValidationError({ [part.fieldname]: ['The value is too long.'] });
      fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
    }
  }
  if (!upload) throw new ValidationError(ARGUMENTS_NOT_CORRECT);
  const maps = Object.fromEntries(
    JSON_FIELDS.map((name) => [name, stringMap(name, fields.get(name))]),
  ) as Record<(typeof JSON_FIELDS)[number], Record<string, string>>;
  return {
    upload,
    passwords: maps.passwords,
    overwrite: fields.get('overwrite') === 'true',
    sshTunnelPasswords: maps.ssh_tunnel_passwords,
    sshTunnelPrivateKeys: maps.ssh_tunnel_private_keys,
    sshTunnelPrivateKeyPasswords: maps.ssh_tunnel_private_key_passwords,
    syncColumns: fields.get('sync_columns') === 'true',
    syncMetrics: fields.get('sync_metrics') === 'true',
  };
}
