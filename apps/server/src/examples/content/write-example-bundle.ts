/**
 * Regenerates the example dashboards bundle (apps/server/example-dashboards/) from the specs in
 * this folder: `npm run examples:dashboards`. The folder is replaced as a whole, so a chart or
 * dashboard removed from the specs disappears from the bundle too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exampleBundleFiles } from './example-bundle-files';
import { EXAMPLE_DASHBOARD_SPECS } from './example-dashboard-specs';

const target = path.resolve(import.meta.dirname, '../../../example-dashboards');
fs.rmSync(target, { recursive: true, force: true });
const files = exampleBundleFiles(EXAMPLE_DASHBOARD_SPECS);
for (const [name, text] of files) {
  const file = path.join(target, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
console.log(`Wrote ${files.size} files to ${path.relative(process.cwd(), target)}`);
