/** Step 1 of connecting a database: one tile per engine the server can connect. */
import { DatabaseOutlined } from '@ant-design/icons';
import { Alert, Button, Spin, Typography } from 'antd';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';
import { useGetAvailableEnginesQuery } from './databasesApi';
import type { AvailableEngine } from './databaseTypes';

export function EnginePicker({ onPick }: { onPick: (engine: AvailableEngine) => void }) {
  const { data, error, isLoading } = useGetAvailableEnginesQuery();
  if (isLoading) return <Spin />;
  if (error !== undefined || data === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('An error occurred while fetching available databases: %s', errorMessage(error))}
      />
    );
  }
  // Preferred engines first, as Superset lists them; otherwise the server's order.
  const engines = [...data].sort((a, b) => Number(b.preferred === true) - Number(a.preferred));
  return (
    <div>
      <Typography.Title level={5}>{t('Select a database to connect')}</Typography.Title>
      <div className="pn-engine-grid" role="list">
        {engines.map((engine) => (
          <Button
            key={engine.engine}
            role="listitem"
            className="pn-engine-tile"
            icon={<DatabaseOutlined />}
            data-testid={`engine-${engine.engine}`}
            onClick={() => onPick(engine)}
          >
            {engine.name}
          </Button>
        ))}
      </div>
    </div>
  );
}
