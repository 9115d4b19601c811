/**
 * The size cap of one uploaded file (Superset's UPLOAD_MAX_FILE_SIZE_BYTES), 100 MB unless
 * configured. It is read from the validated configuration when config.ts carries
 * `uploadMaxFileSizeBytes`, and otherwise from the UPLOAD_MAX_FILE_SIZE_BYTES environment
 * variable, validated here the way config.ts validates its own.
 */
import { z } from 'zod';
import { ConfigError, type AppConfig } from '../../config';

export const DEFAULT_UPLOAD_MAX_FILE_SIZE_BYTES = 100 * 1024 * 1024;

const envSchema = z.coerce.number().int().positive();

export function resolveUploadMaxBytes(
  config: AppConfig & { uploadMaxFileSizeBytes?: number },
  env: NodeJS.ProcessEnv = process.env,
): number {
  if (config.uploadMaxFileSizeBytes !== undefined) return config.uploadMaxFileSizeBytes;
  const raw = env.UPLOAD_MAX_FILE_SIZE_BYTES;
  if (raw === undefined || raw === '') return DEFAULT_UPLOAD_MAX_FILE_SIZE_BYTES;
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success)
    throw new ConfigError('UPLOAD_MAX_FILE_SIZE_BYTES must be a positive whole number of bytes');
  return parsed.data;
}
