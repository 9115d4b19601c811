/**
 * The characters a name may not hold (chart and dashboard titles, dataset, database, user and role
 * names, saved query labels, report names...): NUL, which PostgreSQL cannot store in text and C
 * libraries read as the end of the string, and unpaired UTF-16 surrogates, which are not text at
 * all and have no UTF-8 form. Characters outside the BMP (a correctly paired surrogate) are fine.
 */
import type { z } from 'zod';

export const NAME_CHARACTERS_MESSAGE =
  'Names cannot contain NUL characters or unpaired UTF-16 surrogates';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isAcceptableName(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/** Adds the rule to a name's string schema. */
export function nameText<T extends z.ZodString>(schema: T): T {
  return schema.refine(isAcceptableName, { message: NAME_CHARACTERS_MESSAGE });
}
