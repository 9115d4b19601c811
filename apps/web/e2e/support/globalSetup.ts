/**
 * Runs once before all browser-test files: builds the web app when no build exists and bundles
 * the server, so each file's fresh server starts fast.
 */
import { bundleServer } from './serverBundle';
import { ensureWebBuild } from './startServer';

export default async function setup(): Promise<void> {
  ensureWebBuild();
  await bundleServer();
}
