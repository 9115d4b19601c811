/** Shown on an instance without dashboards or charts: the first steps, each one link away. */
import { ConsoleSqlOutlined, DatabaseOutlined, TableOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/t';
import { PATHS } from '../../routes/paths';

function Step({
  icon,
  to,
  title,
  text,
}: {
  icon: ReactNode;
  to: string;
  title: string;
  text: string;
}) {
  return (
    <Link to={to} className="pn-quick-start-step">
      <span className="pn-quick-start-icon">{icon}</span>
      <span>
        <strong>{title}</strong>
        <Typography.Text type="secondary" className="pn-quick-start-text">
          {text}
        </Typography.Text>
      </span>
    </Link>
  );
}

export function QuickStartPanel() {
  return (
    <Card className="pn-home-card" data-testid="home-quick-start">
      <Typography.Title level={5}>{t('Get started with Panorama')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t(
          'Connect a database, add a dataset from one of its tables, then build charts and dashboards on it.',
        )}
      </Typography.Paragraph>
      <div className="pn-quick-start-steps">
        <Step
          icon={<DatabaseOutlined />}
          to={PATHS.databaseList}
          title={t('Connect a database')}
          text={t('Add the database your data lives in.')}
        />
        <Step
          icon={<TableOutlined />}
          to={PATHS.datasetList}
          title={t('Open datasets')}
          text={t('Pick a table to explore and chart.')}
        />
        <Step
          icon={<ConsoleSqlOutlined />}
          to={PATHS.sqlLab}
          title={t('Open SQL Lab')}
          text={t('Write SQL and look at the results.')}
        />
      </div>
    </Card>
  );
}
