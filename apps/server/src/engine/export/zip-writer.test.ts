import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipText } from '../../../test/support/unzip-text';
import { describe, expect, it } from 'vitest';
import { writeZip } from './zip-writer';

describe('writeZip', () => {
  it('writes an archive that yauzl and unzip read back (CRCs verified)', async () => {
    const entries = { 'query_1.csv': 'a,b\r\n1,2\r\n', 'query_2.csv': 'é,ü\r\n', 'empty.csv': '' };
    const zip = await writeZip(Object.entries(entries).map(([name, data]) => ({ name, data })));
    expect(Object.fromEntries(await unzipText(zip))).toEqual(entries);
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
