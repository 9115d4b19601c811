/**
 * Saving what the server sends as a file: the name its Content-Disposition suggests, and the
 * click on a temporary link that hands the bytes to the browser's downloads.
 */

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
