import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenService } from '../../security/tokens';
import { migrateToLatest, openMetadataStore, type MetadataStore } from '../../store/metadata-store';
import { StampedReadCache } from '../../store/stamped-read-cache';
import { SessionService } from './sessions.service';
import { UserSessionsRepository } from './user-sessions.repository';

const SECRET = 'a-test-secret-key-that-is-long-enough-0123456789';
const LIFETIMES = { access: 900, refresh: 86400, session: 28800 };

/** Counts the store reads of sessions, to see which checks are answered from memory. */
class CountingRepository extends UserSessionsRepository {
  finds = 0;
  override find(id: string) {
    this.finds += 1;
    return super.find(id);
  }
}

describe('SessionService on a SQLite store', () => {
  let dir: string;
  let stores: MetadataStore[];
  let userId: number;

  const open = () => {
    const store = openMetadataStore({
      databaseUrl: `sqlite:${path.join(dir, 'p.db')}`,
      dataDir: dir,
    });
    stores.push(store);
    const repo = new CountingRepository(store.db);
    const tokens = new TokenService(SECRET, LIFETIMES);
    const sessions = new SessionService(repo, tokens, new StampedReadCache(store.changeStamp));
    return { store, repo, tokens, sessions };
  };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panorama-sessions-'));
    stores = [];
    const { store } = open();
    await migrateToLatest(store.db);
    const now = new Date().toISOString();
    const user = await store.db
      .insertInto('users')
      .values({
        username: 'u',
        email: 'u@example.com',
        first_name: 'U',
        last_name: 'V',
        active: 1,
        created_on: now,
        changed_on: now,
        password_hash: null,
        last_login: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
  });

  afterEach(async () => {
    for (const store of stores) await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers repeated checks of a live session from memory, and sees a revocation made by another process', async () => {
    const here = open();
    const cookie = await here.sessions.startBrowserSession(userId);
    const claims = await here.tokens.verify(cookie, 'session');
    expect(claims).toMatchObject({ userId, type: 'session' });
    for (let i = 0; i < 100; i++)
      expect(await here.sessions.isLive(claims!.sid, userId)).toBe(true);
    expect(here.repo.finds).toBe(1);
    // The same session id claimed for another user is not live.
    expect(await here.sessions.isLive(claims!.sid, userId + 1)).toBe(false);

    // Another process (its own connection to the same file) revokes the user's sessions.
    await open().sessions.revokeAll(userId);
    expect(await here.sessions.isLive(claims!.sid, userId)).toBe(false);
    expect(here.repo.finds).toBe(2);
  });

  it('issues tokens only of their own type, living as long as asked, and ends one session on logout', async () => {
    const { tokens, sessions } = open();
    const short = await sessions.startBrowserSession(userId, 120);
    const payload = JSON.parse(Buffer.from(short.split('.')[1]!, 'base64url').toString('utf8')) as {
      iat: number;
      exp: number;
    };
    expect(payload.exp - payload.iat).toBe(120);
    expect(await tokens.verify(short, 'access')).toBeNull();

    const api = await sessions.startApiSession(userId, true);
    const access = await tokens.verify(api.access_token, 'access');
    const refresh = await tokens.verify(api.refresh_token!, 'refresh');
    expect(access!.sid).toBe(refresh!.sid);
    expect(await sessions.refreshAccess(api.access_token)).toBeNull();
    const renewed = await sessions.refreshAccess(api.refresh_token!);
    expect(renewed?.userId).toBe(userId);

    const shortSid = (await tokens.verify(short, 'session'))!.sid;
    await sessions.end(access!.sid);
    expect(await sessions.isLive(access!.sid, userId)).toBe(false);
    expect(await sessions.refreshAccess(api.refresh_token!)).toBeNull();
    expect(await sessions.isLive(shortSid, userId)).toBe(true);
  });
});
