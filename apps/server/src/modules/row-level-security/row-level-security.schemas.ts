/**
 * Request bodies of the row-level-security API (Superset's RLSPostSchema / RLSPutSchema). Schema
 * errors answer 400 `{message: {field: [errors]}}`; the clause check and the rules that need the
 * store (unique name, existing datasets and roles) are the service's.
 */
import { z } from 'zod';
import { nameText } from '@panorama/core/schemas/name-text';
import { RLS_FILTER_TYPES as FILTER_TYPES } from '@panorama/core/schemas/row-level-security';
import { MISSING_FIELD, requiredString, requiredText } from '../shared/required-fields';

export const NOT_A_FILTER_TYPE = `Must be one of: ${FILTER_TYPES.join(', ')}.`;
export const NEEDS_A_TABLE = 'Shorter than minimum length 1.';

const name = nameText(requiredText(255));

const filterType = z.enum(FILTER_TYPES, {
  error: (issue) => (issue.input === undefined ? MISSING_FIELD : NOT_A_FILTER_TYPE),
});

const ids = (what: string) =>
  z
    .array(z.number({ error: 'Not a valid integer.' }).int('Not a valid integer.').positive(), {
      error: (issue) =>
        issue.input === undefined ? MISSING_FIELD : `Not a valid list of ${what}.`,
    })
    .max(10_000);

const clause = requiredString()
  .trim()
  .min(1, 'The clause cannot be empty.')
  .max(10_000, 'The clause is too long (at most 10000 characters).');

export const rlsCreateSchema = z
  .object({
    name,
    description: z.string().max(100_000).nullable().optional(),
    filter_type: filterType,
    tables: ids('dataset ids').min(1, NEEDS_A_TABLE),
    roles: ids('role ids'),
    group_key: z.string().max(255).nullable().optional(),
    clause,
  })
  .strict();

export const rlsUpdateSchema = z
  .object({
    name: name.optional(),
    description: z.string().max(100_000).nullable().optional(),
    filter_type: filterType.optional(),
    tables: ids('dataset ids').min(1, NEEDS_A_TABLE).optional(),
    roles: ids('role ids').optional(),
    group_key: z.string().max(255).nullable().optional(),
    clause: clause.optional(),
  })
  .strict();

export type RlsCreate = z.infer<typeof rlsCreateSchema>;
export type RlsUpdate = z.infer<typeof rlsUpdateSchema>;
