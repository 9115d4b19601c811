/**
 * The Metrics tab: name, label and SQL inline; format, description, warning and certification in
 * the expanded row. Metrics can be added and deleted.
 */
import { DeleteOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Form, Input, Table, Tooltip } from 'antd';
import { t } from '../../i18n/t';
import { newMetric } from './datasetDraft';
import type { DatasourceMetric } from '../../models/datasourceTypes';

export interface MetricsTabProps {
  metrics: DatasourceMetric[];
  onChange: (metrics: DatasourceMetric[]) => void;
  disabled: boolean;
}

type TextKey =
  | 'metric_name'
  | 'verbose_name'
  | 'expression'
  | 'd3format'
  | 'description'
  | 'warning_markdown'
  | 'certified_by'
  | 'certification_details';

export function MetricsTab({ metrics, onChange, disabled }: MetricsTabProps) {
  // Rows are keyed by position: names are being edited, and new metrics have no id.
  const rows = metrics.map((metric, index) => ({ metric, index }));
  const set = (index: number, key: TextKey, value: string) =>
    onChange(metrics.map((m, i) => (i === index ? { ...m, [key]: value } : m)));
  const field = (index: number, key: TextKey, label: string, multiline = false) => {
    const metric = metrics[index];
    const value = metric ? ((metric[key] as string | null) ?? '') : '';
    const Control = multiline ? Input.TextArea : Input;
    return (
      <Control
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => set(index, key, event.target.value)}
        {...(multiline ? { autoSize: { minRows: 1, maxRows: 6 } } : {})}
      />
    );
  };

  return (
    <div>
      <div className="pn-dataset-tab-actions">
        <Button
          icon={<PlusOutlined />}
          disabled={disabled}
          data-testid="add-metric"
          onClick={() => onChange([...metrics, newMetric(metrics)])}
        >
          {t('Add item')}
        </Button>
      </div>
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => String(row.index)}
        dataSource={rows}
        scroll={{ y: 360 }}
        expandable={{
          expandedRowRender: ({ index }) => (
            <Form layout="vertical" className="pn-dataset-expanded" component="div">
              <div className="pn-dataset-expanded-grid">
                <Form.Item label={t('D3 format')}>
                  {field(index, 'd3format', t('D3 format'))}
                </Form.Item>
                <Form.Item label={t('Certified by')}>
                  {field(index, 'certified_by', t('Certified by'))}
                </Form.Item>
                <Form.Item label={t('Certification details')}>
                  {field(index, 'certification_details', t('Certification details'))}
                </Form.Item>
                <Form.Item label={t('Warning')}>
                  {field(index, 'warning_markdown', t('Warning'), true)}
                </Form.Item>
              </div>
              <Form.Item label={t('Description')}>
                {field(index, 'description', t('Description'), true)}
              </Form.Item>
            </Form>
          ),
        }}
        columns={[
          {
            key: 'metric_name',
            title: t('Metric Key'),
            width: 220,
            render: (_v, { metric, index }) => (
              <span className="pn-dataset-name-cell" data-testid="metric-row">
                {field(index, 'metric_name', t('Metric name'))}
                {metric.certified_by ? (
                  <Tooltip title={t('Certified by %s', metric.certified_by)}>
                    <SafetyCertificateOutlined className="pn-certified-icon" />
                  </Tooltip>
                ) : null}
              </span>
            ),
          },
          {
            key: 'verbose_name',
            title: t('Label'),
            width: 180,
            render: (_v, { index }) => field(index, 'verbose_name', t('Label')),
          },
          {
            key: 'expression',
            title: t('SQL expression'),
            render: (_v, { index }) => field(index, 'expression', t('SQL expression'), true),
          },
          {
            key: 'actions',
            title: '',
            width: 48,
            render: (_v, { metric, index }) => (
              <Button
                type="text"
                danger
                disabled={disabled}
                icon={<DeleteOutlined />}
                aria-label={t('Delete metric %s', metric.metric_name)}
                onClick={() => onChange(metrics.filter((_m, i) => i !== index))}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
