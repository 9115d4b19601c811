/**
 * Where the vega-datasets npm package keeps its data files. The package's `exports` map hides
 * `package.json`, so resolve its entry point and walk up to the folder whose package.json names it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export function vegaDatasetsDir(): string {
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (name === 'vega-datasets') return dir;
    }
  }
  throw new Error(`Cannot find the vega-datasets package folder above ${entry}`);
}

/** The folder of the data files (CSV, JSON, Parquet). */
export function vegaDataDir(): string {
  return path.join(vegaDatasetsDir(), 'data');
}
