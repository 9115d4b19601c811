import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { tempDir } from './support/test-stores';

describe('configuration', () => {
  it('has embedded defaults and generates a secret key once, kept in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.port).toBe(8088);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.admin.username).toBe('admin');
    expect(first.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dir, 'secret_key'), 'utf8')).toBe(first.secretKey);
    expect(loadConfig({ DATA_DIR: dir }).secretKey).toBe(first.secretKey);
  });

  it('refuses to start in production without a strong explicit SECRET_KEY', () => {
    const dir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(
      /SECRET_KEY must be set/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', SECRET_KEY: 'CHANGE_ME' }),
    ).toThrow(/too weak/);
    expect(() =>
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', SECRET_KEY: 'short' }),
    ).toThrow(/too weak/);
    expect(fs.existsSync(path.join(dir, 'secret_key'))).toBe(false);
    const ok = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40) });
    expect(ok.secretKey).toBe('x'.repeat(40));
  });

  it('reads feature flags as JSON and rejects anything else with a clear message', () => {
    const dir = tempDir();
    const flags = loadConfig({
      DATA_DIR: dir,
      FEATURE_FLAGS: '{"DASHBOARD_RBAC": true, "MY_FLAG": false}',
    }).featureFlags;
    expect(flags.DASHBOARD_RBAC).toBe(true);
    expect(flags.GLOBAL_ASYNC_QUERIES).toBe(false);
    expect(flags.MY_FLAG).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, FEATURE_FLAGS: '{oops' })).toThrow(
      /FEATURE_FLAGS must be a JSON object/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, FEATURE_FLAGS: '{"DASHBOARD_RBAC": "yes"}' })).toThrow(
      /must be true or false/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads the deck.gl tile servers (DECKGL_BASE_MAP), none by default', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).deckglBaseMap).toEqual([]);
    const servers = [['https://tiles.example.com/{z}/{x}/{y}.png', 'Streets']];
    expect(
      loadConfig({ DATA_DIR: dir, DECKGL_BASE_MAP: JSON.stringify(servers) }).deckglBaseMap,
    ).toEqual(servers);
    expect(() => loadConfig({ DATA_DIR: dir, DECKGL_BASE_MAP: '[oops' })).toThrow(
      /DECKGL_BASE_MAP must be a JSON list/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir, DECKGL_BASE_MAP: '[["file:///etc/tiles", "Local"]]' }),
    ).toThrow(/DECKGL_BASE_MAP must list/);
  });

  it('accepts {s} subdomains in a tile server’s host, and refuses hosts it cannot fetch from', () => {
    const dir = tempDir();
    const osm = [['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'Streets']];
    expect(
      loadConfig({ DATA_DIR: dir, DECKGL_BASE_MAP: JSON.stringify(osm) }).deckglBaseMap,
    ).toEqual(osm);
    const other = [['https://{r}.tiles.example.com/{z}/{x}/{y}.png', 'Streets']];
    expect(() => loadConfig({ DATA_DIR: dir, DECKGL_BASE_MAP: JSON.stringify(other) })).toThrow(
      /DECKGL_BASE_MAP: no host to fetch tiles from in https:\/\/\{r\}\.tiles\.example\.com/,
    );
  });
});
