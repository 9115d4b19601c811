/**
 * `/chart/add/` ("+ Chart"): choose a dataset and a chart type, then open the chart editor on
 * them (`/explore/?datasource_id=…&datasource_type=table&viz_type=…`).
 */
import { Button, Card, Select, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRemoteOptions } from '../../components/list-view/useRemoteOptions';
import { t } from '../../i18n/t';
import { VizTypeControl } from '../explore';
import './chartCreation.css';

const DATASET_SOURCE = { type: 'list', resource: 'dataset', labelColumn: 'table_name' } as const;

export function chartCreationUrl(datasetId: number, vizType: string): string {
  const search = new URLSearchParams({
    datasource_id: String(datasetId),
    datasource_type: 'table',
    viz_type: vizType,
  });
  return `/explore/?${search.toString()}`;
}

export function ChartCreationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preset = Number(params.get('dataset'));
  const [datasetId, setDatasetId] = useState<number | undefined>(
    Number.isInteger(preset) && preset > 0 ? preset : undefined,
  );
  const [vizType, setVizType] = useState('table');
  const datasets = useRemoteOptions(DATASET_SOURCE, t('datasets'));

  return (
    <div className="pn-page pn-chart-add" data-testid="chart-add">
      <Typography.Title level={3}>{t('Create a new chart')}</Typography.Title>
      <Card>
        <Steps
          direction="vertical"
          current={datasetId === undefined ? 0 : 1}
          items={[
            {
              title: t('Choose a dataset'),
              description: (
                <Select
                  className="pn-chart-add-dataset"
                  aria-label={t('Choose a dataset')}
                  placeholder={t('Choose a dataset')}
                  showSearch
                  filterOption={false}
                  value={datasetId}
                  options={datasets.options}
                  loading={datasets.loading}
                  open={datasets.open}
                  onOpenChange={datasets.onOpenChange}
                  onSearch={datasets.onSearch}
                  onChange={(value: number) => setDatasetId(value)}
                />
              ),
            },
            {
              title: t('Choose chart type'),
              description: <VizTypeControl value={vizType} onChange={setVizType} />,
            },
          ]}
        />
        <Button
          type="primary"
          disabled={datasetId === undefined}
          onClick={() => {
            if (datasetId !== undefined) void navigate(chartCreationUrl(datasetId, vizType));
          }}
          data-testid="chart-add-create"
        >
          {t('Create new chart')}
        </Button>
      </Card>
    </div>
  );
}
