/**
 * Encrypts secrets at rest (database passwords) with AES-256-GCM under a key derived from
 * SECRET_KEY by HKDF. The stored form is `v1:<iv>:<tag>:<ciphertext>` in base64url pieces, so a
 * later key or algorithm change can be told apart.
 */
import crypto from 'node:crypto';

const VERSION = 'v1';

export class SecretBox {
  private readonly key: Buffer;

  constructor(secretKey: string, purpose = 'panorama:database-passwords') {
    this.key = Buffer.from(crypto.hkdfSync('sha256', secretKey, 'panorama', purpose, 32));
  }

  encrypt(plaintext: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, tag, body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join(':');
  }

  decrypt(stored: string): string {
    const [version, iv, tag, body] = stored.split(':');
    if (version !== VERSION || !iv || !tag || body === undefined) {
      throw new Error('Unrecognised encrypted secret format');
    }
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
