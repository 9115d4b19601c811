/**
 * The database could not be reached or refused the connection (host, port, credentials, an
 * unknown or deleted database): what went wrong and the issues that can cause it, so the user
 * knows it is the connection and not their query.
 */
import { t } from '../i18n/t';
import { ErrorAlert } from './ErrorAlert';
import type { ErrorMessageComponentProps } from './errorMessageTypes';
import { IssueCodes } from './IssueCodes';

export function DatabaseConnectionErrorMessage({
  error,
  subtitle,
  details,
}: ErrorMessageComponentProps) {
  return (
    <ErrorAlert
      title={t('Could not connect to the database')}
      level={error.level}
      errorType={error.error_type}
      details={details}
      description={
        <>
          <div className="pn-error-message-text">{error.message}</div>
          {subtitle}
          <IssueCodes extra={error.extra} />
        </>
      }
    />
  );
}
