/**
 * Download file names as Superset builds them: `superset_<chart name, viz type or "export">_
 * <YYYYmmdd_HHMMSS>` with the name capped at 150 characters and made safe the way werkzeug's
 * secure_filename does (ASCII letters, digits, `_`, `-` and `.`; spaces become `_`), and the
 * Content-Disposition header that carries it.
 */
function secureFilename(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  return ascii
    .replace(/[\s/\\]+/g, '_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
}

function timestamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}_` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** `superset_<name>_<timestamp>` without extension; a caller-supplied name wins when usable. */
export function exportBaseName(options: {
  filename?: string | null;
  chartName?: string | null;
  vizType?: string | null;
  now?: Date;
}): string {
  const requested = options.filename
    ? secureFilename(options.filename.replace(/\.(csv|xlsx|zip)$/i, ''))
    : '';
  if (requested) return requested;
  const name = (options.chartName || options.vizType || 'export').slice(0, 150);
  return secureFilename(`superset_${name}_${timestamp(options.now ?? new Date())}`) || 'export';
}

export function attachmentHeader(fileName: string): string {
  return `attachment; filename=${fileName}`;
}
