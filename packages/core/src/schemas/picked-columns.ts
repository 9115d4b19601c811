/**
 * The schema of a row answered with only the columns a caller asked for (`q=(columns:!(...))`
 * on a list or a detail). Every field becomes optional, and so do the fields of nested objects,
 * because a dotted column such as `owners.first_name` or `database.database_name` keeps a part of
 * a nested object (or of each item of a nested list).
 */
import { z } from 'zod';

function pickable(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodOptional) return pickable(field.unwrap() as z.ZodType).optional();
  if (field instanceof z.ZodNullable) return pickable(field.unwrap() as z.ZodType).nullable();
  if (field instanceof z.ZodObject) return field.partial();
  if (field instanceof z.ZodArray && field.element instanceof z.ZodObject)
    return z.array(field.element.partial());
  return field;
}

/** The row schema with every field optional, nested objects included (typed one level deep). */
export function pickedColumnsSchema<Shape extends z.ZodRawShape>(
  row: z.ZodObject<Shape>,
): z.ZodObject<{ [Key in keyof Shape]: z.ZodOptional<Shape[Key]> }> {
  const shape = Object.fromEntries(
    Object.entries(row.shape).map(([key, field]) => [key, pickable(field as z.ZodType).optional()]),
  );
  return z.object(shape) as unknown as z.ZodObject<{
    [Key in keyof Shape]: z.ZodOptional<Shape[Key]>;
  }>;
}
