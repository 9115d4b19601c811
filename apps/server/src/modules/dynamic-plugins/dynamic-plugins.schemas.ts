/**
 * Request bodies of the dynamic plugin API. Schema errors answer 400 `{message: {field: [errors]}}`
 * through the shared error handler; uniqueness needs the store and is the service's (422).
 */
import { z } from 'zod';
import { nameText } from '@panorama/core/schemas/name-text';
import { BUNDLE_URL_INVALID, BUNDLE_URL_MAX_LENGTH, isAllowedBundleUrl } from './bundle-url';

export const MISSING_FIELD = 'Missing data for required field.';
export const KEY_INVALID = 'Use only letters, digits, "_", "-" and ".".';

/** A required string whose absence reads as Superset's "Missing data for required field.". */
function requiredText(max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? MISSING_FIELD : 'Not a valid string.'),
    })
    .trim()
    .min(1, `Length must be between 1 and ${max}.`)
    .max(max, `Length must be between 1 and ${max}.`);
}

export const dynamicPluginCreateSchema = z
  .object({
    name: nameText(requiredText(250)),
    // The key becomes a chart's viz_type, stored in form data and URLs: keep it a plain token.
    key: requiredText(250).regex(/^[A-Za-z0-9_.-]+$/, KEY_INVALID),
    bundle_url: requiredText(BUNDLE_URL_MAX_LENGTH).refine(isAllowedBundleUrl, BUNDLE_URL_INVALID),
  })
  .strict();
export const dynamicPluginUpdateSchema = dynamicPluginCreateSchema.partial().strict();

export type DynamicPluginCreate = z.infer<typeof dynamicPluginCreateSchema>;
export type DynamicPluginUpdate = z.infer<typeof dynamicPluginUpdateSchema>;
