/**
 * An XLSX workbook is a ZIP archive, and the spreadsheet library inflates all of it in memory.
 * Before handing it over, every entry is inflated here once and its real bytes counted (the sizes
 * in the headers are the sender's to choose), so a small file that inflates to gigabytes (a "zip
 * bomb") is refused without ever being parsed. Nothing is kept or written anywhere.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ArchiveLimits } from '../shared/archive-limits';
import { badFile, uploadFailed } from './upload-errors';

const MB = 1024 * 1024;

export const XLSX_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 300 * MB,
  maxRatio: 1000,
};

/** General purpose flag bit 0: the entry is encrypted (password-protected workbooks). */
const ENCRYPTED_FLAG = 0x1;

function tooLarge(limits: ArchiveLimits): Error {
  return uploadFailed(
    `The workbook is too large to read: its contents inflate past ${limits.maxTotalBytes / MB} MB.`,
  );
}

async function openArchive(data: Buffer): Promise<ZipFile> {
  try {
    return await yauzl.fromBufferPromise(data, { lazyEntries: true, validateEntrySizes: false });
  } catch {
    throw badFile('The file is not an Excel workbook.');
  }
}

async function inflatedSize(
  zip: ZipFile,
  entry: Entry,
  limits: ArchiveLimits,
  totalSoFar: number,
): Promise<number> {
  if ((entry.generalPurposeBitFlag & ENCRYPTED_FLAG) !== 0)
    throw badFile('The workbook is encrypted.');
  const ratioLimit = Math.max(entry.compressedSize, 1) * limits.maxRatio;
  if (totalSoFar + entry.uncompressedSize > limits.maxTotalBytes) throw tooLarge(limits);
  const stream = await zip.openReadStreamPromise(entry);
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (totalSoFar + size > limits.maxTotalBytes || size > ratioLimit) throw tooLarge(limits);
    }
  } finally {
    stream.destroy();
  }
  return size;
}

/** Throws a 400 for an unreadable archive, a 422 for one that inflates past the limits. */
export async function checkXlsxArchive(
  data: Buffer,
  limits: ArchiveLimits = XLSX_ARCHIVE_LIMITS,
): Promise<void> {
  const zip = await openArchive(data);
  try {
    if (zip.entryCount > limits.maxEntries)
      throw uploadFailed(`The workbook has more than ${limits.maxEntries} parts.`);
    let total = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        if (entry.fileName.endsWith('/')) continue;
        total += await inflatedSize(zip, entry, limits, total);
      }
    } catch (err) {
      if (err instanceof Error && 'status' in err) throw err;
      throw badFile('The file is not an Excel workbook.');
    }
  } finally {
    zip.close();
  }
}
