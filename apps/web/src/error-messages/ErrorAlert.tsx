/**
 * The generic way a server error is shown: an alert with the level's colour, the message as its
 * title, an optional description and, on request, the details (a stack trace, a long engine
 * message). Registered error messages build on it so every error looks the same.
 */
import { Alert, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import type { SupersetErrorLevel } from '@panorama/core/errors/superset-error';
import { t } from '../i18n/t';
import './errorMessages.css';

export interface ErrorAlertProps {
  title: ReactNode;
  level?: SupersetErrorLevel;
  description?: ReactNode;
  details?: string | null;
  errorType?: string;
  testId?: string;
}

export function ErrorAlert({
  title,
  level = 'error',
  description,
  details,
  errorType,
  testId = 'error-alert',
}: ErrorAlertProps) {
  const [open, setOpen] = useState(false);
  const body =
    description !== undefined || details ? (
      <>
        {description}
        {details ? (
          <div className="pn-error-details">
            <Button type="link" size="small" onClick={() => setOpen((value) => !value)}>
              {open ? t('See less') : t('See more')}
            </Button>
            {open && <pre className="pn-error-details-text">{details}</pre>}
          </div>
        ) : null}
      </>
    ) : undefined;
  return (
    <Alert
      className="pn-error-alert"
      type={level === 'info' ? 'info' : level}
      showIcon
      title={<span data-testid={testId}>{title}</span>}
      description={body}
      data-error-type={errorType}
    />
  );
}
