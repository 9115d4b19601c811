/** A short list of dashboards and charts on the Home page: icon, title link, when. */
import { BarChartOutlined, DashboardOutlined } from '@ant-design/icons';
import { Alert, Empty, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { safeInternalPath } from './homeQueries';

export interface HomeItem {
  key: string;
  kind: 'dashboard' | 'chart';
  title: string;
  url: string;
  /** e.g. "Viewed 2 minutes ago" or "Modified 3 days ago". */
  meta: string;
}

export function HomeItemList({
  items,
  loading,
  error,
  empty,
  testId,
}: {
  items: readonly HomeItem[];
  loading: boolean;
  error: string | null;
  empty: string;
  testId: string;
}) {
  if (error !== null) return <Alert type="error" showIcon title={error} />;
  if (loading && items.length === 0) return <Spin className="pn-home-spin" />;
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  }
  return (
    <ul className="pn-home-items" data-testid={testId}>
      {items.map((item) => {
        const path = safeInternalPath(item.url);
        const Icon = item.kind === 'dashboard' ? DashboardOutlined : BarChartOutlined;
        return (
          <li key={item.key} className="pn-home-item" data-testid="home-item">
            <Icon className="pn-home-item-icon" />
            <span className="pn-home-item-body">
              {path === null ? (
                <span className="pn-home-item-title">{item.title}</span>
              ) : (
                <Link to={path} className="pn-home-item-title">
                  {item.title}
                </Link>
              )}
              <span className="pn-home-item-meta">{item.meta}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
