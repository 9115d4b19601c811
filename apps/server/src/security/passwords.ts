/**
 * Password hashing with argon2id, and the rules a new password must meet: at least 8 characters,
 * not on the common-password list and strong enough by zxcvbn's estimate (score 3 of 4, "safely
 * unguessable"), with zxcvbn's own advice in the refusal. zxcvbn's dictionaries ship inside its
 * npm packages, so nothing is downloaded at run time.
 */
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { ValidationError } from '@panorama/core/errors/app-error';

export const MIN_PASSWORD_LENGTH = 8;
/** zxcvbn's score (0-4) a password needs; 3 means about 10^8 guesses or more. */
export const MIN_PASSWORD_SCORE = 3;
/** The common-password list shipped with zxcvbn. */
const COMMON_PASSWORDS = 'passwords-common';

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

// Built on first use: reading the dictionaries takes a moment that most requests never need.
let estimator: ZxcvbnFactory | undefined;
function strengthOf(password: string, userInputs: string[]): ZxcvbnResult {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  });
  return estimator.check(password, userInputs);
}

/**
 * Why a password may not be used, or null when it may. `userInputs` (username, email, names) count
 * as easy to guess, as zxcvbn scores them.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  const result = strengthOf(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const common = result.sequence.some(
    (match) => match.pattern === 'dictionary' && match.dictionaryName === COMMON_PASSWORDS,
  );
  const advice = [result.feedback.warning, ...result.feedback.suggestions]
    .filter((text): text is string => Boolean(text))
    .join(' ');
  const verdict = common ? 'This password is too common.' : 'This password is too weak.';
  return [verdict, advice || 'Add another word or two; uncommon words are better.'].join(' ');
}

/** Throws the 400 `{ password: [why] }` when a password may not be used. */
export function assertPasswordAcceptable(password: string, userInputs: string[] = []): void {
  const problem = passwordProblem(password, userInputs);
  if (problem) throw new ValidationError({ password: [problem] });
}
