/**
 * Bulk export (`GET /api/v1/{resource}/export/?q=!(ids)`): fetched with the session cookie and
 * saved as a file, so a failure can be reported as a toast instead of downloading an error page.
 */
import { filenameFromDisposition, saveBlob } from '../../api/fileDownload';
import { exportUrl } from './resourceUrls';

/** The name used when the server does not suggest one. */
export function defaultExportName(resource: string): string {
  return `${resource.split('/').pop() ?? 'export'}_export.zip`;
}

/** Reads a failed response's message (`{message}` JSON) or falls back to the status line. */
async function failureText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message !== '') return body.message;
  } catch {
    // Not JSON: use the status below.
  }
  return `${response.status} ${response.statusText}`.trim();
}

/** Downloads the export of `ids`; rejects with the server's message when it fails. */
export async function downloadExport(resource: string, ids: readonly number[]): Promise<string> {
  const response = await fetch(exportUrl(resource, ids), {
    credentials: 'same-origin',
    headers: { Accept: 'application/zip, application/json' },
  });
  if (!response.ok) throw new Error(await failureText(response));
  const name =
    filenameFromDisposition(response.headers.get('content-disposition')) ??
    defaultExportName(resource);
  saveBlob(await response.blob(), name);
  return name;
}
