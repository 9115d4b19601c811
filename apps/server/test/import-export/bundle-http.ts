/**
 * HTTP helpers of the import/export suites: multipart bodies encoded by hand (RFC 7578, one
 * boundary, CRLF line ends), import and export calls through app.inject(), and reading an
 * exported ZIP with yauzl directly (not with the code under test).
 */
import crypto from 'node:crypto';
import type { TestApp } from '../support/test-app';

export interface FilePart {
  filename: string;
  data: Buffer | string;
  contentType?: string;
}

export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----panorama-test-${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        'utf8',
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/zip'}\r\n\r\n`,
        'utf8',
      ),
      typeof file.data === 'string' ? Buffer.from(file.data, 'utf8') : file.data,
      Buffer.from('\r\n', 'utf8'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface ImportCall {
  status: number;
  body: Record<string, unknown>;
}

export async function importBundle(
  t: TestApp,
  resource: string,
  headers: Record<string, string>,
  bundle: Buffer | FilePart,
  fields: Record<string, string> = {},
): Promise<ImportCall> {
  const file: FilePart = Buffer.isBuffer(bundle)
    ? { filename: 'bundle.zip', data: bundle }
    : bundle;
  const { payload, contentType } = multipartBody(fields, { formData: file });
  const res = await t.post(
    `/api/v1/${resource}/import/`,
    { ...headers, 'content-type': contentType },
    payload,
  );
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

export interface ExportCall {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

export async function exportBundle(
  t: TestApp,
  resource: string,
  headers: Record<string, string>,
  ids: number[],
  extraQuery = '',
): Promise<ExportCall> {
  const res = await t.get(
    `/api/v1/${resource}/export/?q=!(${ids.join(',')})${extraQuery}`,
    headers,
  );
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

export { unzipText } from '../support/unzip-text';

/** The single error of a SIP-40 envelope. */
export function envelopeError(body: Record<string, unknown>): {
  message: string;
  error_type: string;
  level: string;
  extra: Record<string, unknown>;
} {
  const errors = body.errors as {
    message: string;
    error_type: string;
    level: string;
    extra: Record<string, unknown>;
  }[];
  if (!Array.isArray(errors) || errors.length !== 1 || !errors[0])
    throw new Error(`not a single-error envelope: ${JSON.stringify(body)}`);
  return errors[0];
}

export const ISSUE_CODES = [
  { code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' },
];

/** What an import command's failure answers: one warning-level error with the issue codes. */
export function commandError(message: string, extra: Record<string, unknown> = {}) {
  return {
    message,
    error_type: 'GENERIC_COMMAND_ERROR',
    level: 'warning',
    extra: { ...extra, issue_codes: ISSUE_CODES },
  };
}
