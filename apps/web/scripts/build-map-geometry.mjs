#!/usr/bin/env node
// Makes the map geometry the map charts ship (world_map, country_map, deck_scatter) from
// vega-datasets' TopoJSON files: world-110m countries and us-10m states, each reduced to what the
// charts draw (see src/visualizations/shared/maps/mapGeometryBuild.ts). The output is committed, so
// the app needs neither the network nor vega-datasets at run time; a unit test checks it is current.
// Sources: Natural Earth 1:110m countries and US Census Bureau states, both public domain, as
// packaged by vega-datasets (BSD-3-Clause).
//
// Run from the repository root: npx tsx apps/web/scripts/build-map-geometry.mjs
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import {
  buildUsStatesTopology,
  buildWorldTopology,
} from '../src/visualizations/shared/maps/mapGeometryBuild.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const source = (name) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules/vega-datasets/data', name), 'utf8'));
const outDir = path.resolve(import.meta.dirname, '../src/visualizations/shared/maps/geometry');

const outputs = [
  ['world-countries.topo.json', buildWorldTopology(source('world-110m.json'))],
  ['us-states.topo.json', buildUsStatesTopology(source('us-10m.json'))],
];
for (const [file, topology] of outputs) {
  const target = path.join(outDir, file);
  // Formatted like every file of the repository; the build minifies JSON anyway.
  const options = (await prettier.resolveConfig(target)) ?? {};
  const text = await prettier.format(JSON.stringify(topology), { ...options, parser: 'json' });
  fs.writeFileSync(target, text);
  console.log(`${file}: ${(JSON.stringify(topology).length / 1024).toFixed(1)} KB minified`);
}
