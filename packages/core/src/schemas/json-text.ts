/** Zod helpers for fields that carry JSON as text (json_metadata, position_json, params, ...). */
import { z } from 'zod';

/** A string that must parse as a JSON object; empty strings and null are allowed (meaning none). */
export function jsonObjectText(maxLength: number) {
  return z
    .string()
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .nullable()
    .refine((text) => {
      if (text === null || text.trim() === '') return true;
      try {
        const value: unknown = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      } catch {
        return false;
      }
    }, 'JSON not valid');
}

export const idList = z.array(z.number().int().positive()).max(1000);
