/**
 * Request bodies of `/api/v1/report/` (Superset's ReportSchedulePostSchema / PutSchema): shape
 * errors answer 400 `{message: {field: [errors]}}`, naming the field. Rules that need the store
 * or several fields at once (chart xor dashboard, alerts need a database, name unique per type,
 * minimum interval) are the service's, answered 422 the same way.
 */
import { z } from 'zod';
import { nameText } from '@panorama/core/schemas/name-text';
import { MISSING_FIELD, requiredText } from '../shared/required-fields';
import {
  CREATION_METHODS,
  RECIPIENT_TYPES,
  REPORT_FORMATS,
  REPORT_TYPES,
  VALIDATOR_OPERATORS,
  VALIDATOR_TYPES,
} from '@panorama/core/schemas/report';
import {
  CRON_NOT_VALID,
  MAX_CRONTAB_LENGTH,
  TIMEZONE_NOT_VALID,
  isValidTimezone,
  parseSchedule,
} from '../../jobs/reports/report-schedule';
import { invalidEmails } from './report-recipients';

function oneOf<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.enum(choices, {
    error: (issue) =>
      issue.input === undefined ? MISSING_FIELD : `Must be one of: ${choices.join(', ')}.`,
  });
}

const id = z.number({ error: 'Not a valid integer.' }).int('Not a valid integer.').positive();
const seconds = z.number({ error: 'Not a valid integer.' }).int('Not a valid integer.').min(0);

export const validatorConfigSchema = z
  .object({
    op: oneOf(VALIDATOR_OPERATORS),
    threshold: z.number({
      error: (issue) => (issue.input === undefined ? MISSING_FIELD : 'Not a valid number.'),
    }),
  })
  .strict();
export type ValidatorConfig = z.infer<typeof validatorConfigSchema>;

export const recipientSchema = z
  .object({
    type: oneOf(RECIPIENT_TYPES),
    recipient_config_json: z
      .object({ target: z.string().max(5000, 'Too many recipients.') })
      .strict(),
  })
  .strict();
export type RecipientInput = z.infer<typeof recipientSchema>;

const crontab = requiredText(MAX_CRONTAB_LENGTH).refine(
  (text) => parseSchedule(text, 'UTC') !== null,
  CRON_NOT_VALID,
);

const fields = {
  type: oneOf(REPORT_TYPES),
  name: nameText(requiredText(150)),
  description: z.string().max(100_000).nullable().optional(),
  active: z.boolean({ error: 'Not a valid boolean.' }).optional(),
  crontab,
  timezone: z
    .string()
    .max(100)
    .refine((tz) => isValidTimezone(tz), TIMEZONE_NOT_VALID)
    .optional(),
  creation_method: oneOf(CREATION_METHODS).optional(),
  chart: id.nullable().optional(),
  dashboard: id.nullable().optional(),
  database: id.nullable().optional(),
  sql: z.string().max(100_000).nullable().optional(),
  owners: z.array(id).max(100).optional(),
  recipients: z.array(recipientSchema).max(20).optional(),
  report_format: oneOf(REPORT_FORMATS).optional(),
  force_screenshot: z.boolean({ error: 'Not a valid boolean.' }).optional(),
  validator_type: oneOf(VALIDATOR_TYPES).nullable().optional(),
  validator_config_json: validatorConfigSchema.nullable().optional(),
  grace_period: seconds.optional(),
  working_timeout: seconds.min(1).optional(),
  log_retention: seconds.optional(),
  custom_width: z.number().int().min(600).max(2400).nullable().optional(),
  extra: z.record(z.string(), z.unknown()).nullable().optional(),
};

/** Recipients' addresses are checked as a whole so the error names `recipients`. */
function checkRecipients(
  body: { recipients?: RecipientInput[] | undefined },
  ctx: z.RefinementCtx,
): void {
  for (const recipient of body.recipients ?? []) {
    const bad = invalidEmails(recipient.recipient_config_json.target);
    if (bad.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['recipients'],
        message: `Not a valid email address: ${bad.join(', ')}`,
      });
  }
}

export const reportCreateSchema = z.object(fields).strict().superRefine(checkRecipients);
export const reportUpdateSchema = z.object(fields).partial().strict().superRefine(checkRecipients);
export type ReportCreate = z.infer<typeof reportCreateSchema>;
export type ReportUpdate = z.infer<typeof reportUpdateSchema>;
