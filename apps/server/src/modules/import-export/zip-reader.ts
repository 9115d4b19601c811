/**
 * Reads an uploaded import bundle (a ZIP) in memory, never extracting anything to disk, and refuses
 * archives that could harm the server (CVE-2023-46104):
 * - entry names with `..` segments, absolute paths, backslashes or drive letters, symbolic links
 *   and names that appear twice are refused outright, whether or not the entry would be read;
 * - more than `maxEntries` entries are refused (a 100k-tiny-files archive);
 * - only the config files are inflated (`.yaml`/`.yml` whose base name does not start with `.` or
 *   `_`, as Superset reads them); nested archives and everything else are never opened;
 * - sizes are counted on the bytes actually inflated while streaming, because the sizes in the
 *   headers are the attacker's to choose: an entry past `maxEntryBytes`, a total past
 *   `maxTotalBytes` or an entry inflating more than `maxRatio` times its compressed size stops the
 *   stream and refuses the archive. The declared sizes are checked first too, as a cheap early no.
 */
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ValidationError } from '@panorama/core/errors/app-error';
import type { ArchiveLimits } from '../shared/archive-limits';

export interface ZipLimits extends ArchiveLimits {
  /** Inflated bytes of any one entry. */
  maxEntryBytes: number;
}

const MB = 1024 * 1024;

export const BUNDLE_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxEntryBytes: 10 * MB,
  maxTotalBytes: 100 * MB,
  maxRatio: 200,
};

export interface ZipTextFile {
  /** The entry's full name inside the archive (root folder included). */
  name: string;
  text: string;
}

/** Unix file-type bits of the external attributes (high 16 bits) and the symlink type. */
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** General purpose flag bit 0: the entry is encrypted. */
const ENCRYPTED_FLAG = 0x1;

/** True when the bytes start like a ZIP archive (local header, or the end record of an empty one). */
export function looksLikeZip(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0x50 || data[1] !== 0x4b) return false;
  const marker = data.readUInt16LE(2);
  return marker === 0x0403 || marker === 0x0605 || marker === 0x0807;
}

/** A name quoted for an error message: JSON-escaped (control characters visible) and capped. */
function quoted(name: string): string {
  const shown = name.length > 200 ? `${name.slice(0, 200)}...` : name;
  return JSON.stringify(shown);
}

function humanBytes(bytes: number): string {
  return bytes % MB === 0 ? `${bytes / MB} MB` : `${bytes} bytes`;
}

/** Why an entry name is unsafe, or null when it is fine. */
export function unsafeNameReason(name: string): string | null {
  if (name === '') return 'has an empty name';
  if (name.includes('\0')) return 'has a NUL character in its name';
  if (name.includes('\\')) return 'has a backslash in its name';
  if (/^[A-Za-z]:/.test(name)) return 'has a drive letter in its name';
  if (name.startsWith('/')) return 'has an absolute path';
  if (name.split('/').includes('..')) return 'has a ".." path segment';
  return null;
}

function isSymlink(entry: Entry): boolean {
  return ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

/** Superset's is_valid_config: YAML by extension, no hidden (`.`) or private (`_`) files. */
export function isConfigFileName(name: string): boolean {
  if (name.endsWith('/')) return false;
  const base = name.slice(name.lastIndexOf('/') + 1);
  if (base.startsWith('.') || base.startsWith('_')) return false;
  return /\.ya?ml$/i.test(base);
}

function refuse(message: string): never {
  throw new ValidationError(message);
}

async function openZip(data: Buffer): Promise<ZipFile> {
  try {
    // decodeStrings: false, so yauzl neither rejects nor rewrites names (it would turn `\` into
    // `/`): every name is decoded and judged below, with a message naming the problem.
    return await yauzl.fromBufferPromise(data, {
      lazyEntries: true,
      decodeStrings: false,
      // Sizes are counted below on the bytes really inflated, with messages naming the limit.
      validateEntrySizes: false,
    });
  } catch (err) {
    return refuse(`Not a valid ZIP file: ${err instanceof Error ? err.message : String(err)}`);
  }
}

async function listEntries(zip: ZipFile, limits: ZipLimits): Promise<Entry[]> {
  if (zip.entryCount > limits.maxEntries)
    refuse(`The ZIP file has more than ${limits.maxEntries} entries (${zip.entryCount})`);
  const entries: Entry[] = [];
  const seen = new Set<string>();
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        true,
      );
      const reason = unsafeNameReason(name);
      if (reason) refuse(`ZIP entry ${quoted(name)} ${reason}`);
      if (isSymlink(entry)) refuse(`ZIP entry ${quoted(name)} is a symbolic link`);
      if (seen.has(name)) refuse(`ZIP entry ${quoted(name)} appears more than once`);
      seen.add(name);
      entry.fileName = name;
      entries.push(entry);
    }
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    refuse(`Not a valid ZIP file: ${err instanceof Error ? err.message : String(err)}`);
  }
  return entries;
}

/** Inflates one entry, counting real bytes against the limits; returns the bytes. */
async function inflate(
  zip: ZipFile,
  entry: Entry,
  limits: ZipLimits,
  totalSoFar: number,
): Promise<Buffer> {
  const name = entry.fileName;
  if ((entry.generalPurposeBitFlag & ENCRYPTED_FLAG) !== 0)
    refuse(`ZIP entry ${quoted(name)} is encrypted`);
  const ratioLimit = Math.max(entry.compressedSize, 1) * limits.maxRatio;
  // The declared sizes first: an honest archive that is too big is refused without inflating.
  if (entry.uncompressedSize > limits.maxEntryBytes)
    refuse(`ZIP entry ${quoted(name)} inflates past ${humanBytes(limits.maxEntryBytes)}`);
  if (entry.uncompressedSize > ratioLimit)
    refuse(`ZIP entry ${quoted(name)} has a compression ratio above ${limits.maxRatio}`);

  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch (err) {
    return refuse(
      `Could not read ZIP entry ${quoted(name)}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      // Checked per chunk, on what was really inflated: the stream stops at the first excess.
      if (size > limits.maxEntryBytes)
        refuse(`ZIP entry ${quoted(name)} inflates past ${humanBytes(limits.maxEntryBytes)}`);
      if (size > ratioLimit)
        refuse(`ZIP entry ${quoted(name)} has a compression ratio above ${limits.maxRatio}`);
      if (totalSoFar + size > limits.maxTotalBytes)
        refuse(`The ZIP file inflates past ${humanBytes(limits.maxTotalBytes)} in total`);
      chunks.push(buffer);
    }
  } catch (err) {
    stream.destroy();
    if (err instanceof ValidationError) throw err;
    refuse(
      `Could not read ZIP entry ${quoted(name)}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  return Buffer.concat(chunks, size);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The config files of a bundle, with their text. Throws ValidationError (400) naming the problem
 * for anything unsafe or unreadable.
 */
export async function readZipConfigFiles(
  data: Buffer,
  limits: ZipLimits = BUNDLE_ZIP_LIMITS,
): Promise<ZipTextFile[]> {
  const zip = await openZip(data);
  try {
    const entries = await listEntries(zip, limits);
    const files: ZipTextFile[] = [];
    let total = 0;
    for (const entry of entries) {
      if (!isConfigFileName(entry.fileName)) continue;
      const bytes = await inflate(zip, entry, limits, total);
      total += bytes.length;
      let text: string;
      try {
        text = utf8.decode(bytes);
      } catch {
        return refuse(`ZIP entry ${quoted(entry.fileName)} is not UTF-8 text`);
      }
      files.push({ name: entry.fileName, text });
    }
    return files;
  } finally {
    zip.close();
  }
}
