/**
 * What an uploaded file is, judged before anything is parsed: its extension must be one the kind
 * accepts (Superset's CSV/EXCEL/COLUMNAR_EXTENSIONS), and its first bytes must agree with it, so a
 * renamed binary never reaches a parser that expects something else.
 *   - Parquet: `PAR1` at the start and at the end (the footer magic).
 *   - XLSX: a ZIP local-file header (`PK\x03\x04`). Legacy BIFF `.xls` (an OLE2 compound file)
 *     is refused with a message, as no installed library reads it.
 *   - CSV/TSV/TXT: text, i.e. no NUL byte in the first 64 KB (UTF-16 with a byte-order mark is
 *     text too) and no known binary signature.
 */
import { EXTENSION_NOT_ALLOWED, badFile } from './upload-errors';
import type { UploadKind } from './upload-types';

export const UPLOAD_EXTENSIONS: Readonly<Record<UploadKind, readonly string[]>> = {
  csv: ['csv', 'tsv', 'txt'],
  excel: ['xls', 'xlsx'],
  columnar: ['parquet'],
};

const SNIFF_BYTES = 64 * 1024;
const PARQUET_MAGIC = Buffer.from('PAR1', 'ascii');
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Signatures of common binary formats a text file never starts with. */
const BINARY_SIGNATURES: readonly Buffer[] = [
  PARQUET_MAGIC,
  ZIP_LOCAL_HEADER,
  OLE2_MAGIC,
  Buffer.from('%PDF-', 'ascii'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]), // PNG
  Buffer.from([0x1f, 0x8b]), // gzip
  Buffer.from('SQLite format 3\0', 'latin1'),
];

export const LEGACY_XLS_MESSAGE =
  'Legacy .xls workbooks cannot be read. Save the workbook as .xlsx and upload it again.';

/** The lower-cased extension without its dot, or null when the name has none. */
export function fileExtension(filename: string): string | null {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const match = /.\.([^.]+)$/.exec(base);
  return match?.[1] ? match[1].toLowerCase() : null;
}

function startsWith(data: Buffer, magic: Buffer): boolean {
  return data.length >= magic.length && data.subarray(0, magic.length).equals(magic);
}

export function hasUtf16Bom(data: Buffer): boolean {
  return (
    data.length >= 2 &&
    ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff))
  );
}

export function looksLikeText(data: Buffer): boolean {
  if (hasUtf16Bom(data)) return true;
  if (BINARY_SIGNATURES.some((magic) => startsWith(data, magic))) return false;
  return !data.subarray(0, SNIFF_BYTES).includes(0);
}

export function looksLikeParquet(data: Buffer): boolean {
  // Header magic, at least a footer length, and the footer magic.
  return (
    data.length >= 12 &&
    startsWith(data, PARQUET_MAGIC) &&
    data.subarray(data.length - 4).equals(PARQUET_MAGIC)
  );
}

/** Throws a 400 on `file` unless the name and the content agree with the kind. */
export function checkUploadFile(kind: UploadKind, filename: string, data: Buffer): void {
  const extension = fileExtension(filename);
  if (extension === null || !UPLOAD_EXTENSIONS[kind].includes(extension))
    throw badFile(EXTENSION_NOT_ALLOWED);
  if (data.length === 0) throw badFile('The file is empty.');
  switch (kind) {
    case 'csv':
      if (!looksLikeText(data)) throw badFile('The file is not a delimited text file.');
      return;
    case 'excel':
      if (startsWith(data, OLE2_MAGIC)) throw badFile(LEGACY_XLS_MESSAGE);
      if (!startsWith(data, ZIP_LOCAL_HEADER)) throw badFile('The file is not an Excel workbook.');
      return;
    case 'columnar':
      if (!looksLikeParquet(data)) throw badFile('The file is not a Parquet file.');
      return;
  }
}
