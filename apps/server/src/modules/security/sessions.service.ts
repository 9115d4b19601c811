/**
 * Server-side sessions behind every token. Each browser login and each API login opens a session
 * row; its tokens carry the row's id (`sid`) and are honoured only while the row exists and has
 * not expired. Logging out deletes the row; a new password, other roles or deactivation delete
 * all of the user's rows, so every earlier token dies at once, in every process.
 *
 * The per-request check goes through the stamped read cache: on SQLite a session already seen is
 * answered from memory until anything is committed to the store (a logout or revocation in any
 * process included), so the hot path gains no query.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TokenService } from '../../security/tokens';
import type { MetadataSchema } from '../../store/schema';
import { NO_READ_CACHE, type StampedReadCache } from '../../store/stamped-read-cache';
import type { UserSessionsRepository } from './user-sessions.repository';

export interface ApiLoginTokens {
  access_token: string;
  refresh_token?: string;
}

export class SessionService {
  constructor(
    private readonly repo: UserSessionsRepository,
    private readonly tokens: TokenService,
    private readonly reads: StampedReadCache = NO_READ_CACHE,
  ) {}

  /**
   * A new browser session for the user: the session cookie's value. It lives the configured
   * session lifetime unless the caller needs a shorter one (a screenshot's browser).
   */
  async startBrowserSession(
    userId: number,
    lifetimeSeconds = this.tokens.lifetimeOf('session'),
  ): Promise<string> {
    const sid = await this.open(userId, lifetimeSeconds);
    return this.tokens.sign(userId, 'session', { sid, lifetimeSeconds });
  }

  /**
   * A new API login: an access token and, when asked for, a refresh token. Both belong to one
   * session, which lasts as long as the longest-lived of them.
   */
  async startApiSession(userId: number, withRefresh: boolean): Promise<ApiLoginTokens> {
    const sid = await this.open(userId, this.tokens.lifetimeOf(withRefresh ? 'refresh' : 'access'));
    const access_token = await this.tokens.sign(userId, 'access', { sid, fresh: true });
    if (!withRefresh) return { access_token };
    return { access_token, refresh_token: await this.tokens.sign(userId, 'refresh', { sid }) };
  }

  /** A new access token in the session of a refresh token that is still live, or null. */
  async refreshAccess(refreshToken: string): Promise<{ userId: number; token: string } | null> {
    const claims = await this.tokens.verify(refreshToken, 'refresh');
    if (!claims || !(await this.isLive(claims.sid, claims.userId))) return null;
    const token = await this.tokens.sign(claims.userId, 'access', { sid: claims.sid });
    return { userId: claims.userId, token };
  }

  /** Whether the session exists, belongs to the user and has not expired. */
  async isLive(sid: string, userId: number): Promise<boolean> {
    const stored = await this.reads.get(`session:${sid}`, () => this.repo.find(sid));
    return stored !== null && stored.userId === userId && stored.expiresAtMs > Date.now();
  }

  /** Logout: the session's tokens are refused from now on. */
  end(sid: string): Promise<void> {
    return this.repo.delete(sid);
  }

  /** Ends every session of the user, inside the caller's transaction when given one. */
  revokeAll(userId: number, db?: Kysely<MetadataSchema>): Promise<void> {
    return this.repo.deleteAllOf(userId, db);
  }

  private async open(userId: number, lifetimeSeconds: number): Promise<string> {
    const sid = crypto.randomBytes(18).toString('base64url');
    await this.repo.insert(sid, userId, new Date(Date.now() + lifetimeSeconds * 1000));
    return sid;
  }
}
