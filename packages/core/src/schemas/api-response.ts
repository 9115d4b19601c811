/**
 * Building blocks of the HTTP answers every endpoint shares. Routes attach these (through their
 * own resource schemas) as Fastify `response:` schemas, so serialisation keeps only the declared
 * fields and the OpenAPI document describes every answer; the web app infers its types from the
 * same objects.
 */
import { z } from 'zod';

/**
 * One of Superset's structured errors; `extra.invalid` and `extra.missing` name the form fields a
 * database form shows it next to, other keys (such as `issue_codes`) vary by type.
 */
export const supersetErrorSchema = z.object({
  message: z.string(),
  error_type: z.string(),
  level: z.enum(['info', 'warning', 'error']),
  extra: z
    .object({
      invalid: z.array(z.string()).optional(),
      missing: z.array(z.string()).optional(),
    })
    .catchall(z.unknown())
    .optional(),
});
export type SupersetErrorResponse = z.infer<typeof supersetErrorSchema>;

/**
 * An error answer, as Superset's REST API gives it: `message` is a sentence, or a
 * `{ field: [errors] }` map when a body or query failed validation.
 */
export const errorResponseSchema = z.object({
  message: z.union([z.string(), z.record(z.string(), z.unknown())]),
  error_type: z.string().optional(),
  /** Superset's structured errors, when the error has a type. */
  errors: z.array(supersetErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The statuses an authenticated JSON endpoint may answer with an error body. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  500: errorResponseSchema,
} as const;

/** `{ message }`: the answer of a delete or of an action with nothing else to report. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * A paginated list page, as Superset's list endpoints answer: `count` is the total over all
 * pages, `ids` and `result` this page's rows, plus the column metadata asked for in `keys`.
 * A list row carries only the columns asked for, so pass the row schema with every field optional.
 */
export function listResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    count: z.number().int(),
    ids: z.array(z.number()),
    result: z.array(item),
    list_columns: z.array(z.string()).optional(),
    order_columns: z.array(z.string()).optional(),
    label_columns: z.record(z.string(), z.string()).optional(),
    description_columns: z.record(z.string(), z.string()).optional(),
    list_title: z.string().optional(),
  });
}

/** The list envelope with rows of type `Item`, for code that reads a list. */
export type ListResponse<Item> = z.infer<ReturnType<typeof listResponseSchema<z.ZodType<Item>>>>;

/** `{ id, result }`: a single resource read by id, or what a create/update stored. */
export function idResultResponseSchema<Result extends z.ZodType>(result: Result) {
  return z.object({ id: z.number().int(), result });
}

/** `{ result }`: a single value answered without an id. */
export function resultResponseSchema<Result extends z.ZodType>(result: Result) {
  return z.object({ result });
}

/** `{ text, value }` pairs answered by the `related/` and `distinct/` list endpoints. */
export const relatedOptionSchema = z.object({
  text: z.string(),
  value: z.union([z.number(), z.string(), z.boolean()]),
  extra: z.record(z.string(), z.unknown()).optional(),
});
export const relatedResponseSchema = z.object({
  count: z.number().int(),
  result: z.array(relatedOptionSchema),
});

/** `_info`: the caller's permissions on a resource and the list filters it offers. */
export const listInfoResponseSchema = z.object({
  permissions: z.array(z.string()).optional(),
  filters: z
    .record(z.string(), z.array(z.object({ name: z.string(), operator: z.string() })))
    .optional(),
  add_title: z.string().optional(),
  edit_title: z.string().optional(),
  add_columns: z.array(z.string()).optional(),
  edit_columns: z.array(z.string()).optional(),
});
export type ListInfoResponse = z.infer<typeof listInfoResponseSchema>;

/** `favorite_status/`: whether the caller starred each asked id. */
export const favoriteStatusResponseSchema = z.object({
  result: z.array(z.object({ id: z.number().int(), value: z.boolean() })),
});
export type FavoriteStatusResponse = z.infer<typeof favoriteStatusResponseSchema>;

/** `{ result: 'OK' }`: the answer of starring or unstarring. */
export const okResultResponseSchema = z.object({ result: z.literal('OK') });
