/**
 * Calls `validate_parameters` for the parameters form and answers its errors (none when the
 * database can be connected). Answers that arrive after a newer call started are dropped (null),
 * so a slow check of an old value never overwrites the errors of the current one.
 */
import { useCallback, useRef } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { supersetErrorsOf } from './databaseParameters';
import { useValidateDatabaseParametersMutation } from './databasesApi';
import type { DatabaseParameters, SupersetErrorItem } from './databaseTypes';

export interface ValidationRequest {
  engine: string;
  parameters: DatabaseParameters;
  databaseName: string;
  /** The database being edited. */
  databaseId: number | null;
}

export function useParametersValidation(): {
  validate: (request: ValidationRequest) => Promise<SupersetErrorItem[] | null>;
} {
  const [validateParameters] = useValidateDatabaseParametersMutation();
  const latest = useRef(0);

  const validate = useCallback(
    async ({ engine, parameters, databaseName, databaseId }: ValidationRequest) => {
      latest.current += 1;
      const call = latest.current;
      let errors: SupersetErrorItem[];
      try {
        await validateParameters({
          engine,
          configuration_method: 'dynamic_form',
          parameters,
          ...(databaseName.trim() !== '' ? { database_name: databaseName.trim() } : {}),
          ...(databaseId !== null ? { id: databaseId } : {}),
        }).unwrap();
        errors = [];
      } catch (err) {
        const structured = supersetErrorsOf(err);
        errors =
          structured.length > 0
            ? structured
            : [{ message: errorMessage(err), error_type: 'GENERIC_ERROR', level: 'error' }];
      }
      return call === latest.current ? errors : null;
    },
    [validateParameters],
  );

  return { validate };
}
