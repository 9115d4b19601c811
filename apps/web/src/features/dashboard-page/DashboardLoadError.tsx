/**
 * The dashboard page when its dashboard or charts could not be read: "not found" (404, with
 * antd's illustration) or the server's message. Its own chunk: antd's Result carries every
 * illustration with it, and a dashboard that loads never needs them.
 */
import { Result } from 'antd';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';

export function DashboardLoadError({ error }: { error: unknown }) {
  const status = (error as { status?: unknown } | null)?.status;
  return (
    <Result
      status={status === 404 ? '404' : 'error'}
      title={status === 404 ? t('Dashboard not found') : t('The dashboard could not be loaded')}
      subTitle={status === 404 ? undefined : errorMessage(error)}
      data-testid="dashboard-load-error"
    />
  );
}
