/**
 * Runs once before all browser-test files: builds the web app when no build exists and builds
 * the server from the current sources (the artifact `npm start` runs), so each file's fresh
 * server starts fast: transpiling the sources through tsx costs seconds per start, and every
 * test file starts its own server.
 */
import { buildServer } from '../../../../scripts/server-build.mjs';
import { ensureWebBuild } from './startServer';

export default async function setup(): Promise<void> {
  ensureWebBuild();
  await buildServer();
}
