/**
 * A query that ran out of time: says how long queries may run (`extra.timeout`, seconds) and
 * what usually causes it (the issue codes), worded for a chart or for SQL Lab's results.
 */
import { t } from '../i18n/t';
import { ErrorAlert } from './ErrorAlert';
import type { ErrorMessageComponentProps } from './errorMessageTypes';
import { IssueCodes } from './IssueCodes';

export function TimeoutErrorMessage({
  error,
  source,
  subtitle,
  details,
}: ErrorMessageComponentProps) {
  const timeout = error.extra?.timeout;
  const seconds = typeof timeout === 'number' && timeout > 0 ? timeout : null;
  const what = source === 'sqllab' ? t('these results') : t('this visualization');
  const text =
    seconds === null
      ? t('We could not load %s in time: the query was stopped at its time limit.', what)
      : t(
          'We could not load %s in time: queries are stopped after %s seconds.',
          what,
          String(seconds),
        );
  return (
    <ErrorAlert
      title={t('Timeout error')}
      level={error.level}
      errorType={error.error_type}
      details={details}
      description={
        <>
          <div className="pn-error-message-text">{text}</div>
          {subtitle}
          <IssueCodes extra={error.extra} />
        </>
      }
    />
  );
}
