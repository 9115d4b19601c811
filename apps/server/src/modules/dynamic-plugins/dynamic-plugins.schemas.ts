/**
 * Request bodies of the dynamic plugin API. Schema errors answer 400 `{message: {field: [errors]}}`
 * through the shared error handler; uniqueness needs the store and is the service's (422).
 */
import { z } from 'zod';
import { nameText } from '@panorama/core/schemas/name-text';
import { requiredText } from '../shared/required-fields';
import { BUNDLE_URL_INVALID, BUNDLE_URL_MAX_LENGTH, isAllowedBundleUrl } from './bundle-url';

export const KEY_INVALID = 'Use only letters, digits, "_", "-" and ".".';

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
