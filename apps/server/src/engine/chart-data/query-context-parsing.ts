/**
 * Reading a QueryContext from untrusted JSON (a request body, a chart's saved query context):
 * Superset's messages for text that is not an object, an unknown result type and a payload that
 * does not match the schema.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import {
  RESULT_TYPES,
  queryContextSchema,
  type QueryContext,
} from '@panorama/core/query/query-object';
import type { z } from 'zod';

export const REQUEST_NOT_JSON = 'Request is not JSON';

/** Superset's `Request is incorrect: %(error)s`, with the errors as a `{field: [messages]}` map. */
export function requestIncorrect(error: z.ZodError): ValidationError {
  const messages: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_schema';
    (messages[path] ??= []).push(issue.message);
  }
  return new ValidationError(`Request is incorrect: ${JSON.stringify(messages)}`);
}

export function parseQueryContext(raw: unknown): QueryContext {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ValidationError(REQUEST_NOT_JSON);
  const resultType = (raw as Record<string, unknown>).result_type;
  if (typeof resultType === 'string' && !(RESULT_TYPES as readonly string[]).includes(resultType))
    throw new ValidationError(`Invalid result type: ${resultType}`);
  const parsed = queryContextSchema.safeParse(raw);
  if (!parsed.success) throw requestIncorrect(parsed.error);
  return parsed.data;
}
