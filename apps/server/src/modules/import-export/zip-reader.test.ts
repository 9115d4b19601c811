import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isConfigFileName, looksLikeZip, readZipConfigFiles, unsafeNameReason } from './zip-reader';
import { buildZip, renameInZip, setDeclaredSizes } from './zip-test-support';

const yaml = 'version: 1.0.0\n';

async function refusal(zip: Buffer, limits?: Parameters<typeof readZipConfigFiles>[1]) {
  try {
    await readZipConfigFiles(zip, limits);
  } catch (err) {
    return err as { status: number; message: string };
  }
  throw new Error('the ZIP was accepted');
}

/** Text that deflate cannot shrink much (base64 of random bytes: ~1.3x at best). */
function incompressible(bytes: number): string {
  return crypto.randomBytes(bytes).toString('base64').slice(0, bytes);
}

describe('readZipConfigFiles', () => {
  it('reads only YAML config files, with their full names', async () => {
    const zip = await buildZip([
      { name: 'export/metadata.yaml', data: yaml },
      { name: 'export/charts/a.yml', data: 'slice_name: a\n' },
      { name: 'export/charts/.hidden.yaml', data: 'x: 1\n' },
      { name: 'export/charts/_private.yaml', data: 'x: 1\n' },
      { name: 'export/readme.txt', data: 'hello' },
      { name: 'export/nested.zip', data: Buffer.from('PK\x03\x04not really') },
    ]);
    expect(looksLikeZip(zip)).toBe(true);
    const files = await readZipConfigFiles(zip);
    expect(files).toEqual([
      { name: 'export/metadata.yaml', text: yaml },
      { name: 'export/charts/a.yml', text: 'slice_name: a\n' },
    ]);
  });

  it.each([
    ['export/../x.yaml', 'has a ".." path segment'],
    ['/etc/cron.d/xyaml', 'has an absolute path'],
    ['C:/windows/x.yaml', 'has a drive letter in its name'],
    ['export\\x.yaml', 'has a backslash in its name'],
  ])('refuses the entry name %s', async (hostile, reason) => {
    const safe = 'a'.repeat(Buffer.byteLength(hostile));
    const zip = renameInZip(await buildZip([{ name: safe, data: yaml }]), safe, hostile);
    const err = await refusal(zip);
    expect(err.status).toBe(400);
    expect(err.message).toBe(`ZIP entry ${JSON.stringify(hostile)} ${reason}`);
  });

  it('refuses an unsafe name even on an entry it would not read', async () => {
    const zip = renameInZip(
      await buildZip([
        { name: 'export/metadata.yaml', data: yaml },
        { name: 'export/aa/cron', data: 'x' },
      ]),
      'export/aa/cron',
      'export/../cron',
    );
    expect((await refusal(zip)).message).toBe('ZIP entry "export/../cron" has a ".." path segment');
  });

  it('refuses symbolic links', async () => {
    const zip = await buildZip([
      { name: 'export/metadata.yaml', data: yaml },
      { name: 'export/link.yaml', data: '/etc/passwd', mode: 0o120777 },
    ]);
    expect((await refusal(zip)).message).toBe('ZIP entry "export/link.yaml" is a symbolic link');
  });

  it('refuses duplicate names', async () => {
    const zip = renameInZip(
      await buildZip([
        { name: 'export/a.yaml', data: 'a: 1\n' },
        { name: 'export/b.yaml', data: 'b: 2\n' },
      ]),
      'export/b.yaml',
      'export/a.yaml',
    );
    expect((await refusal(zip)).message).toBe('ZIP entry "export/a.yaml" appears more than once');
  });

  it('refuses more entries than the limit', async () => {
    const members = Array.from({ length: 1001 }, (_, i) => ({
      name: `export/f${i}.txt`,
      data: '',
      compress: false,
    }));
    const err = await refusal(await buildZip(members));
    expect(err.message).toBe('The ZIP file has more than 1000 entries (1001)');
  });

  it('refuses an entry past the per-entry limit, counted on inflated bytes', async () => {
    const zip = await buildZip([{ name: 'export/big.yaml', data: incompressible(2000) }]);
    const limits = { maxEntries: 10, maxEntryBytes: 1000, maxTotalBytes: 10_000, maxRatio: 200 };
    expect((await refusal(zip, limits)).message).toBe(
      'ZIP entry "export/big.yaml" inflates past 1000 bytes',
    );
    // The same entry declaring 10 bytes: refused all the same, while inflating.
    const lying = setDeclaredSizes(zip, 10);
    expect((await refusal(lying, limits)).message).toBe(
      'ZIP entry "export/big.yaml" inflates past 1000 bytes',
    );
  });

  it('refuses a total past the limit', async () => {
    const zip = await buildZip([
      { name: 'export/a.yaml', data: incompressible(800) },
      { name: 'export/b.yaml', data: incompressible(800) },
    ]);
    const limits = { maxEntries: 10, maxEntryBytes: 1000, maxTotalBytes: 1500, maxRatio: 200 };
    expect((await refusal(zip, limits)).message).toBe(
      'The ZIP file inflates past 1500 bytes in total',
    );
  });

  it('refuses a zip bomb by its compression ratio, even when the header lies', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    const zip = await buildZip([{ name: 'export/bomb.yaml', data: zeros }]);
    // 20 MB of zeros deflate to about 20 KB: a ratio near 1000.
    expect(zip.length).toBeLessThan(100 * 1024);
    expect((await refusal(zip)).message).toBe('ZIP entry "export/bomb.yaml" inflates past 10 MB');
    const lying = setDeclaredSizes(zip, 100);
    expect((await refusal(lying)).message).toBe(
      'ZIP entry "export/bomb.yaml" has a compression ratio above 200',
    );
  });

  it('says what is wrong with bytes that are not a ZIP', async () => {
    const err = await refusal(Buffer.from('PK\x03\x04 and then garbage'));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/^Not a valid ZIP file: /);
  });
});

describe('entry names', () => {
  it('judges names', () => {
    expect(unsafeNameReason('export/charts/a.yaml')).toBeNull();
    expect(unsafeNameReason('export/..hidden/a.yaml')).toBeNull();
    expect(unsafeNameReason('a\0b')).toBe('has a NUL character in its name');
  });

  it('keeps Superset config files only', () => {
    expect(isConfigFileName('x/metadata.yaml')).toBe(true);
    expect(isConfigFileName('x/A.YML')).toBe(true);
    expect(isConfigFileName('x/.DS_Store.yaml')).toBe(false);
    expect(isConfigFileName('x/_x.yaml')).toBe(false);
    expect(isConfigFileName('x/dir.yaml/')).toBe(false);
    expect(isConfigFileName('x/a.json')).toBe(false);
  });
});
