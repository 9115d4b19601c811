/**
 * Gzip sizes of the built web app (`apps/web/dist`, run `npm run build -w apps/web` first): every
 * JavaScript chunk, then what a visitor downloads for the shell (the entry and what index.html
 * preloads) and for the shell plus each lazily loaded page with everything it imports statically.
 * Chart components are lazy chunks of their own and are listed separately.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const ASSETS = path.join(DIST, 'assets');

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(ASSETS, file)), { level: 9 }).length;
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
