/** Zod issues as the `{ field: [messages] }` map Superset's API answers with a 400. */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { z } from 'zod';

export function validationError(
  error: z.ZodError,
  prefix = '',
  fallback = '_schema',
): ValidationError {
  const messages: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const field = path ? `${prefix}${path}` : prefix.replace(/\.$/, '') || fallback;
    (messages[field] ??= []).push(issue.message);
  }
  return new ValidationError(messages);
}
