/**
 * `npm start` and `npm run worker` run the esbuild artifacts in apps/server/dist/ with plain
 * Node, nothing transpiled at start: each must start from its bundle alone, and the start script
 * must notice when a bundle is older than the sources it was built from.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_ARTIFACTS,
  buildServer,
  serverBuildStaleReason,
} from '../../../scripts/server-build.mjs';
import { SERVICE_URLS, serviceAvailable } from './support/services';
import {
  REPO_ROOT,
  startNodeProcess,
  stopProcess,
  type StartedProcess,
} from './support/server-process';
import { freePort } from './support/free-port';
import { tempDir } from './support/test-stores';

const redisUp = await serviceAvailable('redis');
// One Redis serves every test run on this machine: this run's queue and streams are its own.
const KEY_PREFIX = `panorama-test-${crypto.randomBytes(4).toString('hex')}:`;

describe('the built server', () => {
  const dataDir = tempDir('panorama-build-');
  const started: StartedProcess[] = [];
  beforeAll(() => buildServer(), 120_000);
  afterAll(async () => {
    for (const { child } of started) await stopProcess(child);
    if (redisUp) {
      const redis = new Redis(SERVICE_URLS.redis);
      const keys = await redis.keys(`${KEY_PREFIX}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('starts from apps/server/dist/main.mjs under plain node and answers /health', async () => {
    const source = fs.readFileSync(SERVER_ARTIFACTS.main, 'utf8');
    expect(source).not.toMatch(/from ["']tsx/);
    const port = await freePort();
    const server = await startNodeProcess(
      [SERVER_ARTIFACTS.main],
      { DATA_DIR: dataDir, LOAD_EXAMPLES: 'false', PORT: String(port), HOST: '127.0.0.1' },
      'Panorama is running',
    );
    started.push(server);
    expect(server.output()).toMatch(/generated password: \S+/);
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('OK');
    // A newcomer's start keeps its embedded defaults: the secret key is generated into DATA_DIR.
    expect(fs.existsSync(path.join(dataDir, 'secret_key'))).toBe(true);
  }, 60_000);

  it.skipIf(!redisUp)(
    'runs the worker from apps/server/dist/worker.mjs on the same store and Redis',
    async () => {
      const worker = await startNodeProcess(
        [SERVER_ARTIFACTS.worker],
        {
          DATA_DIR: dataDir,
          REDIS_URL: SERVICE_URLS.redis,
          REDIS_KEY_PREFIX: KEY_PREFIX,
          FEATURE_FLAGS: JSON.stringify({ GLOBAL_ASYNC_QUERIES: true }),
          LOAD_EXAMPLES: 'false',
        },
        'Panorama worker started',
      );
      expect(await stopProcess(worker.child)).toBe(0);
    },
    60_000,
  );

  it('is fresh until a source it was built from changes', async () => {
    expect(serverBuildStaleReason()).toBeNull();
    const source = path.join(REPO_ROOT, 'packages/core/src/errors/app-error.ts');
    const { atime, mtime } = fs.statSync(source);
    try {
      const later = new Date(Date.now() + 60_000);
      fs.utimesSync(source, later, later);
      expect(serverBuildStaleReason()).toBe('packages/core/src/errors/app-error.ts changed');
    } finally {
      fs.utimesSync(source, atime, mtime);
    }
    expect(serverBuildStaleReason()).toBeNull();
  });
});
