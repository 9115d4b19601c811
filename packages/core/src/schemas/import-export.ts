/**
 * Answers of the bundle import and export endpoints (`/api/v1/{resource}/import/` and
 * `/export/`). A refused import answers as Superset's commands do: `{errors: [...]}`, with the
 * per-file problems in `extra` (file name → field → messages) so its clients can show them.
 */
import { z } from 'zod';
import { errorResponseSchema } from './api-response';

export const commandErrorResponseSchema = z.object({
  errors: z.array(
    z.object({
      message: z.string(),
      error_type: z.string(),
      level: z.enum(['info', 'warning', 'error']),
      extra: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type CommandErrorResponse = z.infer<typeof commandErrorResponseSchema>;

/** A refused request answers `{message}`; a bundle that cannot be imported, `{errors}`. */
const importError = z.union([errorResponseSchema, commandErrorResponseSchema]);

/** The error answers of an import, in either shape for a client error and as `{message}` for a server error. */
export const importErrorResponses = {
  '4xx': importError,
  500: errorResponseSchema,
} as const;

/** `GET /api/v1/{resource}/export/`: the bundle, sent as `application/zip` bytes. */
export const bundleFileResponseSchema = z
  .custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array)
  .describe('ZIP bundle (application/zip bytes)');
