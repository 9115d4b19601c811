/**
 * Request bodies of the database routes that take a connection either as a SQLAlchemy URI or as
 * `parameters` with `configuration_method: "dynamic_form"` (Superset's DatabaseParametersSchemaMixin).
 * They extend the shared schemas of `@panorama/core/schemas/database`, which only know URIs.
 */
import { z } from 'zod';
import {
  databaseCreateSchema,
  databaseTestConnectionSchema,
  databaseUpdateSchema,
} from '@panorama/core/schemas/database';
import { databaseParametersSchema, type DatabaseParameters } from './database-parameters';

const configurationMethod = z.enum(['sqlalchemy_form', 'dynamic_form']);

/** The connection-related fields every body with a connection may carry. */
export interface ConnectionFields {
  sqlalchemy_uri?: string | undefined;
  parameters?: DatabaseParameters | undefined;
  configuration_method?: 'sqlalchemy_form' | 'dynamic_form' | undefined;
  engine?: string | null | undefined;
  driver?: string | null | undefined;
}

/** True when the body's connection is given as parameters rather than as a URI. */
export function usesParameters(body: ConnectionFields): boolean {
  return (
    body.configuration_method === 'dynamic_form' ||
    (body.parameters !== undefined && body.sqlalchemy_uri === undefined)
  );
}

/** A body that must carry a connection: a URI, or parameters for a named engine. */
function requireConnection(body: ConnectionFields, ctx: z.RefinementCtx, engineKnown: boolean) {
  if (usesParameters(body)) {
    if (body.parameters === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['parameters'],
        message: 'Parameters are required to connect with the dynamic form',
      });
    if (!engineKnown && !body.engine)
      ctx.addIssue({
        code: 'custom',
        path: ['engine'],
        message: 'An engine is required to connect with parameters',
      });
  } else if (body.sqlalchemy_uri === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['sqlalchemy_uri'],
      message: 'A connection string is required',
    });
  }
}

const withParameters = { parameters: databaseParametersSchema.optional() };

export const databaseCreateBodySchema = databaseUpdateSchema
  .extend({ database_name: databaseCreateSchema.shape.database_name, ...withParameters })
  .strict()
  .superRefine((body, ctx) => requireConnection(body, ctx, false));
export type DatabaseCreateBody = z.infer<typeof databaseCreateBodySchema>;

export const databaseUpdateBodySchema = databaseUpdateSchema
  .extend(withParameters)
  .strict()
  .superRefine((body, ctx) => {
    if (body.parameters !== undefined || body.configuration_method === 'dynamic_form') {
      // Editing keeps the stored engine unless another is named.
      requireConnection(body, ctx, true);
    }
  });
export type DatabaseUpdateBody = z.infer<typeof databaseUpdateBodySchema>;

export const databaseTestConnectionBodySchema = databaseTestConnectionSchema
  .extend({ sqlalchemy_uri: databaseUpdateSchema.shape.sqlalchemy_uri, ...withParameters })
  .superRefine((body, ctx) => requireConnection(body, ctx, false));
export type DatabaseTestConnectionBody = z.infer<typeof databaseTestConnectionBodySchema>;

/**
 * `POST /database/validate_parameters/`: the form as it is being filled in. Unknown keys are
 * dropped (the UI posts the whole form); `id` names the database being edited, whose stored
 * password is reused while the endpoint stays the same.
 */
export const validateParametersBodySchema = z.object({
  engine: z.string().trim().min(1).max(250),
  driver: z.string().max(250).nullable().optional(),
  parameters: databaseParametersSchema.nullable().optional(),
  configuration_method: configurationMethod.optional(),
  database_name: z.string().trim().max(250).nullable().optional(),
  id: z.number().int().positive().nullable().optional(),
});
export type ValidateParametersBody = z.infer<typeof validateParametersBodySchema>;
