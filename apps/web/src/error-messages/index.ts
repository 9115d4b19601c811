/**
 * The public file of the error messages: the one way the app shows server errors
 * (ErrorMessageWithStackTrace), the registry a deployment or extension adds its own messages to
 * (registerErrorMessage), and the reading of Superset's structured errors from failed calls.
 */
export { ErrorAlert, type ErrorAlertProps } from './ErrorAlert';
export {
  ErrorMessageWithStackTrace,
  type ErrorMessageWithStackTraceProps,
} from './ErrorMessageWithStackTrace';
export {
  getErrorMessageComponent,
  registerErrorMessage,
  useErrorMessageComponent,
} from './errorMessageRegistry';
export type {
  ErrorMessageComponent,
  ErrorMessageComponentProps,
  ErrorSource,
} from './errorMessageTypes';
export { IssueCodes } from './IssueCodes';
export { supersetErrorsOf, supersetErrorsOfBody, type SupersetError } from './supersetErrors';
