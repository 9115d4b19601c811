/**
 * `/dashboard/p/{key}/` (where the server's `/superset/dashboard/p/{key}/` links lead): reads
 * the permalink and opens its dashboard with the URL parameters it kept, plus `permalink_key`
 * so the dashboard restores its tabs, anchor and filter state.
 */
import { Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';
import { useGetDashboardPermalinkQuery } from './api/dashboardApi';
import { permalinkTarget } from './model/permalinkTarget';

export function DashboardPermalinkPage() {
  const { key = '' } = useParams<{ key: string }>();
  const navigate = useNavigate();
  const permalink = useGetDashboardPermalinkQuery(key);

  useEffect(() => {
    if (permalink.data) void navigate(permalinkTarget(key, permalink.data), { replace: true });
  }, [permalink.data, key, navigate]);

  if (permalink.isError) {
    const status = (permalink.error as { status?: unknown } | undefined)?.status;
    return (
      <Result
        status={status === 404 ? '404' : 'error'}
        title={status === 404 ? t('This permalink does not exist') : errorMessage(permalink.error)}
        data-testid="dashboard-permalink-error"
      />
    );
  }
  return (
    <div className="pn-dashboard-loading">
      <Spin size="large" />
    </div>
  );
}
