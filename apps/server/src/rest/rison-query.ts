/**
 * Parses the rison-encoded `q` argument of the REST API (Flask-AppBuilder's conventions, which
 * Superset's clients speak): list arguments, id lists for bulk calls, and related/distinct paging.
 */
import rison from 'rison';
import { z } from 'zod';
import { ValidationError } from '@panorama/core/errors/app-error';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;

const filterSchema = z.object({
  col: z.string().min(1),
  opr: z.string().min(1),
  value: z.unknown(),
});
export type ListFilter = z.infer<typeof filterSchema>;

const listArgsSchema = z.object({
  filters: z.array(filterSchema).default([]),
  order_column: z.string().optional(),
  order_direction: z.enum(['asc', 'desc']).optional(),
  page: z.number().int().min(0).default(0),
  page_size: z.number().int().optional(),
  columns: z.array(z.string()).optional(),
  select_columns: z.array(z.string()).optional(),
  keys: z.array(z.string()).optional(),
});
export type ListArgs = z.infer<typeof listArgsSchema> & { page_size: number };

const relatedArgsSchema = z.object({
  filter: z.string().default(''),
  page: z.number().int().min(0).default(0),
  page_size: z.number().int().optional(),
  include_ids: z.array(z.number().int()).optional(),
});
export type RelatedArgs = z.infer<typeof relatedArgsSchema> & { page_size: number };

/** Decodes rison text; anything that is not valid rison is a 400 naming the problem. */
export function decodeRison(q: string | undefined): unknown {
  if (q === undefined || q === '') return undefined;
  try {
    return rison.decode(q);
  } catch (err) {
    throw new ValidationError(`Not a valid rison argument: ${(err as Error).message}`);
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'q'}: ${i.message}`).join('; ');
}

/** FAB clamps page sizes: below 1 or above the maximum means the maximum. */
export function clampPageSize(size: number | undefined, fallback = DEFAULT_PAGE_SIZE): number {
  if (size === undefined) return fallback;
  return size < 1 || size > MAX_PAGE_SIZE ? MAX_PAGE_SIZE : size;
}

export function parseListArgs(
  q: string | undefined,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): ListArgs {
  const decoded = decodeRison(q) ?? {};
  const parsed = listArgsSchema.safeParse(decoded);
  if (!parsed.success)
    throw new ValidationError(`Invalid q argument: ${describeIssues(parsed.error)}`);
  if (parsed.data.columns && parsed.data.select_columns) {
    throw new ValidationError('Cannot use both select and sel columns');
  }
  return { ...parsed.data, page_size: clampPageSize(parsed.data.page_size, defaultPageSize) };
}

export function parseRelatedArgs(q: string | undefined): RelatedArgs {
  const decoded = decodeRison(q) ?? {};
  const parsed = relatedArgsSchema.safeParse(decoded);
  if (!parsed.success)
    throw new ValidationError(`Invalid q argument: ${describeIssues(parsed.error)}`);
  return { ...parsed.data, page_size: clampPageSize(parsed.data.page_size) };
}

/** `!(1,2,3)` → [1, 2, 3]; used by bulk delete, favourite status and export. */
export function parseIdList(q: string | undefined): number[] {
  const decoded = decodeRison(q);
  const parsed = z.array(z.number().int().positive()).min(1).max(MAX_PAGE_SIZE).safeParse(decoded);
  if (!parsed.success) {
    throw new ValidationError('q must be a rison list of ids, e.g. !(1,2,3)');
  }
  return [...new Set(parsed.data)];
}

/** `_info` arguments: `(keys:!(permissions))`. */
export function parseInfoKeys(q: string | undefined): string[] {
  const decoded = decodeRison(q) ?? {};
  const parsed = z
    .object({ keys: z.array(z.string()).optional() })
    .passthrough()
    .safeParse(decoded);
  if (!parsed.success)
    throw new ValidationError(`Invalid q argument: ${describeIssues(parsed.error)}`);
  return (
    parsed.data.keys ?? [
      'add_columns',
      'edit_columns',
      'filters',
      'permissions',
      'add_title',
      'edit_title',
    ]
  );
}
