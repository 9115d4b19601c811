/**
 * "Examples": the example dashboards the instance loaded with its example data, so a newcomer
 * finds something to open at once. Hidden when there are none (examples off, or all deleted).
 */
import { AppstoreOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { t } from '../../i18n/t';
import { HomeItemList } from './HomeItemList';
import { EXAMPLES_QUERY } from './homeQueries';
import { useHomeList } from './useHomeList';

export function ExamplesCard() {
  const list = useHomeList('dashboard', EXAMPLES_QUERY);
  if (list.count === 0) return null;
  return (
    <Card
      className="pn-home-card pn-home-examples"
      data-testid="home-examples"
      title={
        <span>
          <AppstoreOutlined /> {t('Example dashboards')}
        </span>
      }
    >
      <HomeItemList
        testId="examples-dashboards"
        items={list.items}
        loading={list.loading}
        error={list.error}
        empty={t('No example dashboards')}
      />
    </Card>
  );
}
