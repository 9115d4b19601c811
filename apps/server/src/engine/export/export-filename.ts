/**
 * Download file names: `<chart name, viz type or "export">_<YYYYmmdd_HHMMSS>`, the name capped at
 * 150 characters and made safe by the shared download-name rule. The Content-Disposition header
 * carries the name in UTF-8 with an ASCII fallback for clients that read only `filename`.
 */
import {
  asciiDownloadFileName as asciiName,
  downloadFileName as safeName,
} from '@panorama/core/files/download-file-name';

function timestamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}_` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** `<name>_<timestamp>` without extension; a caller-supplied name wins when usable. */
export function exportBaseName(options: {
  filename?: string | null;
  chartName?: string | null;
  vizType?: string | null;
  now?: Date;
}): string {
  const requested = options.filename
    ? safeName(options.filename.replace(/\.(csv|xlsx|zip)$/i, ''))
    : '';
  if (requested) return requested;
  const name = (options.chartName || options.vizType || 'export').slice(0, 150);
  return safeName(`${name}_${timestamp(options.now ?? new Date())}`) || 'export';
}

/** `fileName` is one of this module's safe names with its extension. */
export function attachmentHeader(fileName: string): string {
  if (/^[A-Za-z0-9_.-]+$/.test(fileName)) return `attachment; filename=${fileName}`;
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot) : '';
  const fallback = asciiName(dot > 0 ? fileName.slice(0, dot) : fileName) || 'export';
  return (
    `attachment; filename="${fallback}${asciiName(extension) ? extension : ''}"; ` +
    `filename*=UTF-8''${encodeURIComponent(fileName)}`
  );
}
