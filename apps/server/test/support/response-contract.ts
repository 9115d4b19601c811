/**
 * Checks of an HTTP answer against its core response schema: it parses, and it holds no
 * top-level field the schema does not declare (serialisation is meant to strip those).
 */
import { expect } from 'vitest';
import type { z } from 'zod';

export function expectAnswer<Schema extends z.ZodType>(
  schema: Schema,
  res: { statusCode: number; body: string },
  status = 200,
): z.infer<Schema> {
  expect(res.statusCode, res.body).toBe(status);
  const body: unknown = JSON.parse(res.body);
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? [], res.body.slice(0, 2000)).toEqual([]);
  return parsed.data as z.infer<Schema>;
}

/** The keys of `value` that the object schema does not declare. */
export function undeclaredKeys(schema: z.ZodObject, value: object): string[] {
  return Object.keys(value).filter((key) => !(key in schema.shape));
}

/** Expects `value` to hold exactly the keys the object schema declares, in any order. */
export function expectDeclaredKeys(value: object, schema: z.ZodObject): void {
  expect(Object.keys(value).sort()).toEqual(Object.keys(schema.shape).sort());
}
