/**
 * Reads a ZIP the server wrote with an independent reader (yauzl), so tests of export bundles and
 * chart exports check the archive as any unzip tool would see it.
 */
import yauzl from 'yauzl';

/** Every member of a ZIP with its text, in archive order. */
export async function unzipText(data: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true });
  const out = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
  }
  return out;
}
