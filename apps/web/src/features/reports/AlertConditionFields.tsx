/**
 * What makes an alert fire: a database, a query returning one value, and a condition on that
 * value (a comparison with a threshold, or "not null").
 */
import { Form, Input, InputNumber, Select, Space } from 'antd';
import { t } from '../../i18n/t';
import { CONDITION_CHOICES, REQUIRED, conditionLabel, type ReportFormValues } from './reportForm';
import { RequiredChoiceItem } from './RequiredChoiceItem';

export function AlertConditionFields() {
  const condition = Form.useWatch<ReportFormValues['condition'] | undefined>('condition');
  return (
    <fieldset className="pn-report-section" data-testid="alert-condition">
      <legend>{t('Alert condition')}</legend>
      <RequiredChoiceItem name="database" />
      <Form.Item
        name="sql"
        label={t('SQL query')}
        extra={t('The query must return a single value, compared with the condition below.')}
        rules={[{ required: true, whitespace: true, message: t(REQUIRED) }]}
      >
        <Input.TextArea
          rows={4}
          className="pn-report-sql"
          spellCheck={false}
          placeholder="SELECT count(*) FROM ..."
          data-testid="alert-sql"
        />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item name="condition" label={t('Condition')}>
          <Select
            className="pn-report-condition"
            aria-label={t('Condition')}
            options={CONDITION_CHOICES.map((choice) => ({
              value: choice,
              label: conditionLabel(choice),
            }))}
            data-testid="alert-condition-operator"
          />
        </Form.Item>
        {condition !== 'not null' && (
          <Form.Item
            name="threshold"
            label={t('Threshold')}
            rules={[{ required: true, message: t(REQUIRED) }]}
          >
            <InputNumber aria-label={t('Threshold')} data-testid="alert-threshold" />
          </Form.Item>
        )}
      </Space>
    </fieldset>
  );
}
