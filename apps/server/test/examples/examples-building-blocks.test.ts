import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildExamplesFile } from '../../src/examples/build-examples-file';
import { titleCase } from '../../src/examples/column-labels';
import { isTemporalType } from '@panorama/core/columns/type-names';
import { columnRole } from '../../src/examples/column-roles';
import { EXAMPLE_TABLES } from '../../src/examples/example-tables';
import { acquireFileLock } from '../../src/examples/file-lock';
import { vegaDataDir } from '../../src/examples/vega-datasets-dir';
import { tempDir } from '../support/test-stores';

const silent = { info: () => {}, warn: () => {} };
const dirs: string[] = [];
function scratch(): string {
  const dir = tempDir('panorama-examples-');
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('example table definitions', () => {
  it('use unique snake_case names and time columns that exist', () => {
    const tables = EXAMPLE_TABLES.map((t) => t.name);
    expect(new Set(tables).size).toBe(tables.length);
    for (const table of EXAMPLE_TABLES) {
      expect(table.name).toMatch(/^[a-z][a-z0-9_]*$/);
      const columns = table.columns.map((c) => c.name);
      expect(new Set(columns).size, table.name).toBe(columns.length);
      for (const c of columns) expect(c, table.name).toMatch(/^[a-z][a-z0-9_]*$/);
      if (table.mainDttmCol) expect(columns, table.name).toContain(table.mainDttmCol);
      expect(
        table.metrics.map((m) => m.name),
        table.name,
      ).not.toContain('count');
      expect(fs.existsSync(path.join(vegaDataDir(), table.file)), table.file).toBe(true);
    }
  });
});

describe('column roles and labels', () => {
  it('classifies DuckDB types', () => {
    expect(isTemporalType('TIMESTAMP WITH TIME ZONE')).toBe(true);
    expect(isTemporalType('DATE')).toBe(true);
    expect(isTemporalType('VARCHAR')).toBe(false);
    expect(columnRole('VARCHAR', null)).toBe('dimension');
    expect(columnRole('DOUBLE', null)).toBe('measure');
    expect(columnRole('DECIMAL(10,2)', null)).toBe('measure');
    expect(columnRole('INTEGER', 6)).toBe('dimension');
    expect(columnRole('BIGINT', 5000)).toBe('measure');
    expect(columnRole('BIGINT', 5000, 'dimension')).toBe('dimension');
  });

  it('title-cases snake_case names', () => {
    expect(titleCase('speed_ias_in_knots')).toBe('Speed IAS in Knots');
    expect(titleCase('us_dvd_sales')).toBe('US DVD Sales');
    expect(titleCase('of_interest')).toBe('Of Interest');
  });
});

describe('buildExamplesFile', () => {
  it('leaves nothing behind when a table fails to build', async () => {
    const dir = scratch();
    const target = path.join(dir, 'examples.duckdb');
    const [first] = EXAMPLE_TABLES.filter((t) => t.name === 'stocks');
    if (!first) throw new Error('stocks table missing');
    const broken = { ...first, name: 'broken', file: 'does-not-exist.csv' };
    await expect(
      buildExamplesFile({
        targetFile: target,
        sourceDir: vegaDataDir(),
        tables: [first, broken],
        logger: silent,
      }),
    ).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('acquireFileLock', () => {
  it('is exclusive and hands over on release', async () => {
    const lock = path.join(scratch(), 'x.lock');
    const release = await acquireFileLock(lock);
    let secondGot = false;
    const second = acquireFileLock(lock, { pollMs: 10 }).then((r) => {
      secondGot = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(secondGot).toBe(false);
    release();
    const releaseSecond = await second;
    expect(secondGot).toBe(true);
    releaseSecond();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('takes over a lock whose process is gone', async () => {
    const lock = path.join(scratch(), 'x.lock');
    // A pid far above any real one on this host stands for a crashed holder.
    fs.writeFileSync(
      lock,
      JSON.stringify({ pid: 2 ** 22 + 12345, hostname: os.hostname(), token: 't', createdAt: '' }),
    );
    const release = await acquireFileLock(lock, { timeoutMs: 1_000 });
    release();
  });

  it('takes over a lock not refreshed within staleMs, and times out on a live one', async () => {
    const lock = path.join(scratch(), 'x.lock');
    fs.writeFileSync(
      lock,
      JSON.stringify({ pid: process.pid, hostname: 'elsewhere', token: 't', createdAt: '' }),
    );
    await expect(
      acquireFileLock(lock, { staleMs: 60_000, timeoutMs: 200, pollMs: 20 }),
    ).rejects.toThrow(/Timed out/);
    const old = new Date(Date.now() - 120_000);
    fs.utimesSync(lock, old, old);
    const release = await acquireFileLock(lock, { staleMs: 60_000, timeoutMs: 1_000 });
    release();
  });
});
