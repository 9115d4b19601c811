/**
 * The Metrics tab: name, label and SQL inline; format, description, warning and certification in
 * the expanded row. Metrics can be added and deleted.
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Form, Tooltip } from 'antd';
import { t } from '../../i18n/t';
import { newMetric } from './datasetDraft';
import {
  AddItemButton,
  ItemTable,
  ItemTextInput,
  deleteItemColumn,
  patchItemAt,
  withoutItemAt,
} from './ItemTable';
import type { DatasourceMetric } from '../../models/datasourceTypes';

export interface MetricsTabProps {
  metrics: DatasourceMetric[];
  onChange: (metrics: DatasourceMetric[]) => void;
  disabled: boolean;
  /** Told of each metric the Add button creates, before it joins the list. */
  onAdded?: (metric: DatasourceMetric) => void;
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

interface MetricRow {
  metric: DatasourceMetric;
  index: number;
}

export function MetricsTab({
  metrics,
  onChange,
  disabled,
  onAdded = () => undefined,
}: MetricsTabProps) {
  // Rows are keyed by position: names are being edited, and new metrics have no id.
  const rows: MetricRow[] = metrics.map((metric, index) => ({ metric, index }));
  const field = (index: number, key: TextKey, label: string, multiline = false) => (
    <ItemTextInput
      label={label}
      value={(metrics[index]?.[key] as string | null | undefined) ?? ''}
      disabled={disabled}
      multiline={multiline}
      onChange={(value) => onChange(patchItemAt(metrics, index, { [key]: value }))}
    />
  );

  return (
    <div>
      <AddItemButton
        testId="add-metric"
        disabled={disabled}
        onAdd={() => {
          const metric = newMetric(metrics);
          onAdded(metric);
          onChange([...metrics, metric]);
        }}
      />
      <ItemTable
        rows={rows}
        expandedRow={({ index }) => (
          <>
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
          </>
        )}
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
          deleteItemColumn<MetricRow>(
            ({ metric }) => t('Delete metric %s', metric.metric_name),
            disabled,
            (index) => onChange(withoutItemAt(metrics, index)),
          ),
        ]}
      />
    </div>
  );
}
