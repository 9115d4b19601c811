/**
 * ZIP archives in memory, written by yazl: export bundles and the several-queries chart export
 * (`query_1.csv`, ...). Entries are deflated, their names stored as UTF-8, and all carry one
 * modification time so an archive's timestamps agree with its name.
 */
import yazl from 'yazl';

export interface ZipEntry {
  name: string;
  data: Uint8Array | string;
}

export async function writeZip(
  entries: readonly ZipEntry[],
  modified = new Date(),
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    const data =
      typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data);
    zip.addBuffer(data, entry.name, { mtime: modified });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
