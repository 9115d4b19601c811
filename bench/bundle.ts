/**
 * Gzip sizes of the built web app (`apps/web/dist`, run `npm run build -w apps/web` first): every
 * JavaScript chunk, then what a visitor downloads for the shell (the entry and what index.html
 * preloads) and for the shell plus each lazily loaded page with everything it imports statically.
 * Chart components are lazy chunks of their own and are listed separately. Last, what a dashboard
 * showing a few chart types downloads: the shell, the dashboard page and, per chart type, the
 * plugin chunk its loader imports and the component chunk that plugin loads, each with its static
 * imports (found through the Vite manifest, dist/.vite/manifest.json).
 *
 *   npx tsx bench/bundle.ts [--dist <dir>]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// `--dist <dir>` measures another build (e.g. `npx vite build --outDir /tmp/x` in apps/web).
const distFlag = process.argv.indexOf('--dist');
const DIST = path.resolve(
  distFlag > 0
    ? (process.argv[distFlag + 1] ?? '')
    : path.join(import.meta.dirname, '../apps/web/dist'),
);
const ASSETS = path.join(DIST, 'assets');

const gzipSizes = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(ASSETS, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** Chunks a chunk imports statically (`import … from "./x.js"` or `import "./x.js"`). */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(ASSETS, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipSize(f), 0);

if (!fs.existsSync(ASSETS)) {
  console.error('apps/web/dist is missing: run `npm run build -w apps/web` first.');
  process.exit(1);
}
const chunks = fs.readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const entries = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((m) => m[1] as string);
const shell = closure(entries);

console.log('chunk'.padEnd(48), 'gzip');
for (const file of chunks.sort((a, b) => gzipSize(b) - gzipSize(a))) {
  console.log(file.padEnd(48), kb(gzipSize(file)));
}
console.log(`\nshell (entry + static imports, ${shell.size} chunks): ${kb(total(shell))}`);
for (const page of chunks.filter((f) => /Page-[\w-]+\.js$/.test(f))) {
  const withPage = closure([...shell, page]);
  console.log(`shell + ${page.replace(/-[\w-]+\.js$/, '')}: ${kb(total(withPage))}`);
}

/** One chunk of the Vite manifest; `dynamicImports` name other entries by their manifest key. */
interface ManifestChunk {
  file: string;
  dynamicImports?: string[];
}

// The chart types of a typical dashboard, by `viz_type` (their folders under visualizations/).
const DASHBOARD_CHART_TYPES = ['echarts_timeseries_line', 'table', 'big_number_total'];

/**
 * The chunks a dashboard fetches for a chart type: its plugin chunk and the component chunk that
 * plugin loads. The plugin module is shared with explore's registry, so the manifest has no entry
 * named after it; its chunk is the one that dynamically imports a module of the type's folder.
 */
function chartTypeChunks(manifest: Record<string, ManifestChunk>, vizType: string): string[] {
  const folder = `src/visualizations/${vizType}/`;
  const found: string[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    // A chart component that loads parts of its own later (the table's pager) is not the plugin.
    if (key.startsWith(folder)) continue;
    const components = (chunk.dynamicImports ?? []).filter((dep) => dep.startsWith(folder));
    if (components.length === 0) continue;
    for (const dep of components) {
      const component = manifest[dep];
      if (!component) throw new Error(`The manifest names ${dep} but has no entry for it.`);
      found.push(chunk.file, component.file);
    }
  }
  if (found.length === 0) throw new Error(`No chunk in the manifest loads ${folder}.`);
  return [...new Set(found.map((file) => path.basename(file)))];
}

const MANIFEST = path.join(DIST, '.vite/manifest.json');
if (!fs.existsSync(MANIFEST)) {
  console.error(
    '\nNo dist/.vite/manifest.json (build.manifest in vite.config.ts): no chart types.',
  );
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
const dashboardPage = chunks.find((f) => /^DashboardPage-[\w-]+\.js$/.test(f));
if (!dashboardPage) throw new Error('No DashboardPage chunk in the build.');
const withChartTypes = closure([
  ...shell,
  dashboardPage,
  ...DASHBOARD_CHART_TYPES.flatMap((vizType) => chartTypeChunks(manifest, vizType)),
]);
console.log(
  `\nshell + DashboardPage + ${DASHBOARD_CHART_TYPES.length} chart types ` +
    `(${DASHBOARD_CHART_TYPES.join(', ')}), ${withChartTypes.size} chunks: ` +
    kb(total(withChartTypes)),
);
console.log('  biggest chunks:');
for (const file of [...withChartTypes].sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, 12)) {
  console.log(`  ${file.padEnd(46)} ${kb(gzipSize(file))}`);
}
