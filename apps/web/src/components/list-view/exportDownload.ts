/**
 * Bulk export (`GET /api/v1/{resource}/export/?q=!(ids)`): fetched with the session cookie and
 * saved as a file, so a failure can be reported as a toast instead of downloading an error page.
 */
import { exportUrl } from './resourceUrls';

/**
 * The file name from a `Content-Disposition` header (`filename*=UTF-8''...` preferred over
 * `filename="..."`), reduced to a bare name: a header must not be able to pick a directory.
 */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (header === null) return undefined;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1] !== undefined) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (name === undefined) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
    name = plain?.[1] ?? plain?.[2];
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base !== undefined && base !== '' && base !== '.' && base !== '..' ? base : undefined;
}

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

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
