/** What the user sees when rendering crashed: the error and a stack trace they can copy into a bug report. */
import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { t } from '../i18n/t';
import { ErrorResult } from './ErrorResult';
import { useCopyToClipboard } from './useCopyToClipboard';
import { errorDetails } from './errorDetails';

export interface ErrorFallbackProps {
  error: unknown;
  componentStack?: string | undefined;
}

export function ErrorFallback({ error, componentStack }: ErrorFallbackProps) {
  const details = errorDetails(error, componentStack);

  const copyToClipboard = useCopyToClipboard();
  const copy = () => copyToClipboard(details);

  return (
    <ErrorResult
      title={t('Unexpected error')}
      subTitle={error instanceof Error ? error.message : undefined}
      extra={
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('Copy stack trace')}
        </Button>
      }
    >
      <pre className="pn-stack-trace">{details}</pre>
    </ErrorResult>
  );
}
