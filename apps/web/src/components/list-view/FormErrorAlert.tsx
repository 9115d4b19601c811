/** The error of a failed save inside a form modal, unless it was shown next to the fields. */
import { Alert } from 'antd';
import { errorMessage } from '../../api/errorMessage';
import { fieldErrorsOf } from './fieldErrors';

export interface FormErrorAlertProps {
  error: unknown;
  fields: readonly string[];
  /** Builds the sentence from the server's message, e.g. "An error occurred while creating...". */
  describe: (message: string) => string;
}

export function FormErrorAlert({ error, fields, describe }: FormErrorAlertProps) {
  if (error === undefined || error === null) return null;
  if (fieldErrorsOf(error, fields).length > 0) return null;
  return (
    <Alert className="pn-form-error" type="error" showIcon title={describe(errorMessage(error))} />
  );
}
