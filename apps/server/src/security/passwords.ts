/** Password hashing with argon2id, and the minimum rules a new password must meet. */
import { hash, verify } from '@node-rs/argon2';
import { ValidationError } from '@panorama/core/errors/app-error';

export const MIN_PASSWORD_LENGTH = 8;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the user does not exist, so a wrong username
 * takes as long as a wrong password and timing does not tell which one was wrong.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash(`decoy-${Math.random()}`);
  return decoyHash;
}

export function assertPasswordAcceptable(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError({
      password: [`Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`],
    });
  }
}
