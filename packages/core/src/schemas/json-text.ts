/** Zod helpers for fields that carry JSON as text (json_metadata, position_json, params, ...). */
import { z } from 'zod';
import { JSON_TOO_DEEP_MESSAGE, jsonTextTooDeep } from '../json/json-depth';

/**
 * The check of a field holding a JSON object as text: refused when nested past the JSON depth
 * limit (said so), or when it is not a JSON object (`invalidMessage`). Empty text passes; a
 * schema that needs content says so itself.
 */
export function jsonObjectTextCheck(invalidMessage: string) {
  return (text: string | null, ctx: z.RefinementCtx): void => {
    if (text === null || text.trim() === '') return;
    if (jsonTextTooDeep(text)) {
      ctx.addIssue({ code: 'custom', message: JSON_TOO_DEEP_MESSAGE });
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: invalidMessage });
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      ctx.addIssue({ code: 'custom', message: invalidMessage });
  };
}

/** A string that must parse as a JSON object; empty strings and null are allowed (meaning none). */
export function jsonObjectText(maxLength: number) {
  return z
    .string()
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .nullable()
    .superRefine(jsonObjectTextCheck('JSON not valid'));
}

export const idList = z.array(z.number().int().positive()).max(1000);
