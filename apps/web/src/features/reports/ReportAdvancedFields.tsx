/**
 * The list page's extra settings: owners, whether the schedule is active, how long a run may
 * work, an alert's grace period between notifications, and how long execution logs are kept.
 */
import { Form, InputNumber, Select, Space, Switch } from 'antd';
import { RelatedSelect } from '../../components/list-view/RelatedSelect';
import { t } from '../../i18n/t';
import { LOG_RETENTION_DAYS, type ReportFormValues } from './reportForm';
import { REPORT_OPTION_SOURCES } from './reportsApi';

function retentionLabel(days: number): string {
  return days === 1 ? t('1 day') : t('%s days', days);
}

export function ReportAdvancedFields({ type }: { type: ReportFormValues['type'] }) {
  return (
    <fieldset className="pn-report-section">
      <legend>{t('Settings')}</legend>
      <Form.Item name="owners" label={t('Owners')}>
        <RelatedSelect
          source={REPORT_OPTION_SOURCES.owners}
          what={t('owners')}
          aria-label={t('Owners')}
        />
      </Form.Item>
      <Form.Item name="active" label={t('Active')} valuePropName="checked">
        <Switch data-testid="report-active" />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item name="working_timeout" label={t('Working timeout')} extra={t('Seconds')}>
          <InputNumber min={1} precision={0} data-testid="report-working-timeout" />
        </Form.Item>
        {type === 'Alert' && (
          <Form.Item name="grace_period" label={t('Grace period')} extra={t('Seconds')}>
            <InputNumber min={1} precision={0} data-testid="alert-grace-period" />
          </Form.Item>
        )}
        <Form.Item name="log_retention" label={t('Log retention')}>
          <Select
            className="pn-report-retention"
            aria-label={t('Log retention')}
            options={LOG_RETENTION_DAYS.map((days) => ({
              value: days,
              label: retentionLabel(days),
            }))}
            data-testid="report-log-retention"
          />
        </Form.Item>
      </Space>
    </fieldset>
  );
}
