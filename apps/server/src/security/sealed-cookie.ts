/**
 * A short-lived value kept in the browser instead of on the server: JSON encrypted and
 * authenticated under SECRET_KEY (so the browser can neither read nor forge it), with its own
 * expiry inside the sealed text, because a cookie's Max-Age is only advice to the browser.
 * Any server process can read what another one set.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SecretBox } from './secret-box';

export interface SealedCookieOptions {
  name: string;
  /** Only requests under this path carry the cookie. */
  path: string;
  lifetimeSeconds: number;
  secretKey: string;
  /** Separates the keys of different cookies, so one's value is never accepted as another's. */
  purpose: string;
  secure: boolean;
}

interface Sealed {
  value: unknown;
  expires: number;
}

export class SealedCookie<T> {
  private readonly box: SecretBox;

  constructor(private readonly options: SealedCookieOptions) {
    this.box = new SecretBox(options.secretKey, options.purpose);
  }

  set(reply: FastifyReply, value: T): void {
    const { name, path, lifetimeSeconds, secure } = this.options;
    const sealed: Sealed = { value, expires: Date.now() + lifetimeSeconds * 1000 };
    reply.setCookie(name, this.box.encrypt(JSON.stringify(sealed)), {
      path,
      httpOnly: true,
      // Lax: an identity provider brings the browser back with a top-level GET, which carries it.
      sameSite: 'lax',
      secure,
      maxAge: lifetimeSeconds,
    });
  }

  /**
   * The value as it was set, or null when missing, altered or expired. Only this server can seal
   * a value, so one that opens is one this class wrote, of type T.
   */
  read(request: FastifyRequest): T | null {
    const text = request.cookies[this.options.name];
    if (!text) return null;
    try {
      const sealed = JSON.parse(this.box.decrypt(text)) as Partial<Sealed>;
      return typeof sealed.expires === 'number' && sealed.expires > Date.now()
        ? ((sealed.value as T | undefined) ?? null)
        : null;
    } catch {
      return null;
    }
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.options.name, { path: this.options.path });
  }
}
