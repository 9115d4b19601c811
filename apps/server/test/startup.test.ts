/**
 * The README's promise, tried as a newcomer would: start the real server process (the built
 * artifact `npm start` runs) on an empty DATA_DIR, read the printed admin password, log in, list
 * the example datasets through the API; stop and start again: nothing is reloaded or lost and no
 * new password is printed.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ARTIFACTS, ensureServerBuild } from '../../../scripts/server-build.mjs';
import {
  startNodeProcess,
  stopProcess as stop,
  type StartedProcess,
} from './support/server-process';
import { freePort } from './support/free-port';
import { REQUIRED_EXAMPLE_TABLES } from './support/example-table-names';
import { tempDir } from './support/test-stores';

function startServer(env: Record<string, string>, port: number): Promise<StartedProcess> {
  return startNodeProcess(
    [SERVER_ARTIFACTS.main],
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    'Panorama is running',
  );
}

describe('npm start on a fresh DATA_DIR', () => {
  const dataDir = tempDir('panorama-start-');
  const children: ChildProcess[] = [];
  beforeAll(() => ensureServerBuild(), 120_000);
  afterAll(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

  it('prints the admin login, serves the API with the example datasets, and keeps everything across a restart', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir };
    const first = await startServer(env, port);
    children.push(first.child);
    const password = /generated password: (\S+)/.exec(first.output())?.[1];
    expect(password, first.output()).toBeTruthy();
    expect(first.output()).toContain(`http://localhost:${port}/login/`);
    const base = `http://127.0.0.1:${port}`;

    expect(await (await fetch(`${base}/health`)).text()).toBe('OK');
    const login = await fetch(`${base}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password, provider: 'db' }),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}` };
    const datasets = (await (
      await fetch(`${base}/api/v1/dataset/?q=(page_size:100)`, { headers })
    ).json()) as {
      count: number;
      result: { table_name: string }[];
    };
    expect(datasets.count).toBeGreaterThanOrEqual(10);
    expect(datasets.result.map((d) => d.table_name)).toEqual(
      expect.arrayContaining(REQUIRED_EXAMPLE_TABLES),
    );
    const created = await fetch(`${base}/api/v1/dashboard/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ dashboard_title: 'Survives restarts' }),
    });
    expect(created.status).toBe(201);
    expect(await stop(first.child)).toBe(0);

    const second = await startServer(env, port);
    children.push(second.child);
    expect(second.output()).not.toContain('generated password');
    const relogin = await fetch(`${base}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password, provider: 'db' }),
    });
    expect(relogin.status).toBe(200);
    const token = ((await relogin.json()) as { access_token: string }).access_token;
    const after = (await (
      await fetch(`${base}/api/v1/dataset/?q=(page_size:100)`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { count: number };
    expect(after.count).toBe(datasets.count);
    const boards = (await (
      await fetch(`${base}/api/v1/dashboard/`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { result: { dashboard_title: string }[] };
    expect(boards.result.map((b) => b.dashboard_title)).toContain('Survives restarts');
    expect(await stop(second.child)).toBe(0);
  }, 120_000);
});
