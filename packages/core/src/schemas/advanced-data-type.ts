/** Answers of the advanced data type API (typed filter values converted to column values). */
import { z } from 'zod';

/**
 * `GET /advanced_data_type/convert`: what the filter editor shows and the converted values.
 * Values may be integers past 2^53 (IPv6 addresses), written as plain JSON integers.
 */
export const advancedDataTypeConvertSchema = z.object({
  display_value: z.string(),
  error_message: z.string(),
  valid_filter_operators: z.array(z.string()),
  values: z.array(z.unknown()),
});
export type AdvancedDataTypeConvert = z.infer<typeof advancedDataTypeConvertSchema>;
export const advancedDataTypeConvertResponseSchema = z.object({
  result: advancedDataTypeConvertSchema,
});
export type AdvancedDataTypeConvertResponse = z.infer<typeof advancedDataTypeConvertResponseSchema>;

/** `GET /advanced_data_type/types`: the type names this server knows. */
export const advancedDataTypesResponseSchema = z.object({ result: z.array(z.string()) });
