/**
 * The part of a download's file name taken from a title: letters and digits of every script are
 * kept (a chart titled in Japanese downloads under its title), while what a file system or an
 * HTTP header could misread goes: separators become `_`; quotes, brackets and other punctuation
 * are dropped; so are leading dots and underscores (a hidden file, a parent folder). The ASCII
 * form is werkzeug's secure_filename, for headers read by clients that know only ASCII names.
 */
export function downloadFileName(title: string): string {
  return title
    .normalize('NFC')
    .replace(/[\s/\\]+/gu, '_')
    .replace(/[^\p{L}\p{M}\p{N}_.-]/gu, '')
    .replace(/^[._]+|[._]+$/g, '');
}

export function asciiDownloadFileName(title: string): string {
  return downloadFileName(title.normalize('NFKD').replace(/[^\x20-\x7e]/g, ''));
}
