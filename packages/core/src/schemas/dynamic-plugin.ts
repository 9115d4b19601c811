/** Answers of the dynamic plugin API (`/dynamic-plugins/api/`): chart plugins loaded by URL. */
import { z } from 'zod';
import { idResultResponseSchema, listResponseSchema } from './api-response';

/** A registered plugin: its `key` is the viz_type its charts carry. */
export const dynamicPluginSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  bundle_url: z.string(),
});
export type DynamicPlugin = z.infer<typeof dynamicPluginSchema>;
export const dynamicPluginResponseSchema = idResultResponseSchema(dynamicPluginSchema);
export const dynamicPluginListResponseSchema = listResponseSchema(dynamicPluginSchema.partial());
export type DynamicPluginListResponse = z.infer<typeof dynamicPluginListResponseSchema>;
