/**
 * How every screen shows a server error: the first structured error goes to the component
 * registered for its `error_type`; an untyped error, or a type nothing is registered for, gets
 * the generic alert with the error's (or the screen's) message. The stack trace or other
 * details are offered behind "See more" either way.
 */
import { createElement, type ReactNode } from 'react';
import type { SupersetError } from '@panorama/core/errors/superset-error';
import { t } from '../i18n/t';
import { ErrorAlert } from './ErrorAlert';
import { useErrorMessageComponent } from './errorMessageRegistry';
import type { ErrorSource } from './errorMessageTypes';

export interface ErrorMessageWithStackTraceProps {
  /** The server's structured errors; the first is shown. */
  errors?: readonly SupersetError[] | null;
  /** The message to show when there is no structured error. */
  message?: string | null;
  stackTrace?: string | null;
  source?: ErrorSource;
  subtitle?: ReactNode;
  /** data-testid of the generic alert's title. */
  testId?: string;
}

export function ErrorMessageWithStackTrace({
  errors,
  message,
  stackTrace,
  source,
  subtitle,
  testId,
}: ErrorMessageWithStackTraceProps) {
  const first = errors?.[0];
  const Registered = useErrorMessageComponent(first?.error_type ?? '');
  if (first && Registered) {
    return (
      <div className="pn-error-message" data-testid={testId} data-error-type={first.error_type}>
        {/* A registered component is a stable module-level component, looked up by type. */}
        {createElement(Registered, { error: first, source, subtitle, details: stackTrace })}
      </div>
    );
  }
  return (
    <ErrorAlert
      title={first?.message || message || t('Unexpected error')}
      level={first?.level ?? 'error'}
      errorType={first?.error_type}
      description={subtitle}
      details={stackTrace}
      testId={testId}
    />
  );
}
