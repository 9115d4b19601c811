/**
 * Request parts many endpoints share: a positive integer id in the path and the optional rison
 * `q` of list, info and related queries.
 */
import { z } from 'zod';

export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const qQuery = z.object({ q: z.string().max(100_000).optional() });
