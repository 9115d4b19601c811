/**
 * Building ZIP archives for tests, honest (yazl) and hostile: names and header fields edited in
 * the bytes, since no well-behaved writer produces `..` names or lying sizes.
 */
import yazl from 'yazl';

export interface ZipMember {
  name: string;
  data: Buffer | string;
  /** Unix mode (file type bits included), e.g. 0o120777 for a symbolic link. */
  mode?: number;
  compress?: boolean;
}

export async function buildZip(members: ZipMember[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const member of members) {
    zip.addBuffer(
      typeof member.data === 'string' ? Buffer.from(member.data, 'utf8') : member.data,
      member.name,
      {
        mtime: new Date('2024-01-01T00:00:00Z'),
        compress: member.compress ?? true,
        ...(member.mode !== undefined ? { mode: member.mode } : {}),
      },
    );
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Replaces every occurrence of a name by another of the same byte length (local + central). */
export function renameInZip(zip: Buffer, from: string, to: string): Buffer {
  const a = Buffer.from(from, 'utf8');
  const b = Buffer.from(to, 'utf8');
  if (a.length !== b.length) throw new Error('names must have the same length');
  const out = Buffer.from(zip);
  let at = out.indexOf(a);
  let count = 0;
  while (at !== -1) {
    b.copy(out, at);
    count += 1;
    at = out.indexOf(a, at + b.length);
  }
  if (count === 0) throw new Error(`${from} not found`);
  return out;
}

/** Each entry's central-directory header offset and its local header offset. */
function entryHeaders(zip: Buffer): { central: number; local: number }[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd === -1) throw new Error('no end of central directory record');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const out: { central: number; local: number }[] = [];
  for (let i = 0; i < count; i++) {
    out.push({ central: at, local: zip.readUInt32LE(at + 42) });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return out;
}

/** Sets the declared uncompressed size of every entry, in local and central headers. */
export function setDeclaredSizes(zip: Buffer, uncompressedSize: number): Buffer {
  const out = Buffer.from(zip);
  for (const { central, local } of entryHeaders(out)) {
    out.writeUInt32LE(uncompressedSize, central + 24);
    out.writeUInt32LE(uncompressedSize, local + 22);
  }
  return out;
}

/** Sets the external attributes' unix mode of every entry (central directory only, as unzip reads it). */
export function setUnixMode(zip: Buffer, mode: number): Buffer {
  const out = Buffer.from(zip);
  for (const { central } of entryHeaders(out)) out.writeUInt32LE((mode << 16) >>> 0, central + 38);
  return out;
}
