import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { writeZip } from './zip-writer';

function readEntries(buffer: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const out: Record<string, string> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('writeZip', () => {
  it('writes an archive that yauzl and unzip read back (CRCs verified)', async () => {
    const entries = { 'query_1.csv': 'a,b\r\n1,2\r\n', 'query_2.csv': 'é,ü\r\n', 'empty.csv': '' };
    const zip = await writeZip(Object.entries(entries).map(([name, data]) => ({ name, data })));
    expect(await readEntries(zip)).toEqual(entries);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-')), 'x.zip');
    fs.writeFileSync(file, zip);
    try {
      const report = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
      expect(report).toContain('No errors detected');
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
