/**
 * The fields every report and alert has: name, description, what it sends (list page only),
 * recipients, schedule and timezone, format, cache bypass and screenshot width.
 */
import { Checkbox, Form, Input, InputNumber, Radio } from 'antd';
import { t } from '../../i18n/t';
import { crontabProblem } from './crontab';
import { recipientsProblem } from './recipients';
import {
  MAX_CUSTOM_WIDTH,
  MIN_CUSTOM_WIDTH,
  REQUIRED,
  contentTypeOf,
  formatChoices,
  formatLabel,
  isScreenshotFormat,
  type ReportContext,
  type ReportFormValues,
} from './reportForm';
import { RequiredChoiceItem } from './RequiredChoiceItem';
import { ScheduleField } from './ScheduleField';
import { TimezoneSelect } from './TimezoneSelect';

/** What a report from the list page sends: a dashboard or a chart, chosen here. */
function ContentFields() {
  const contentType = Form.useWatch<ReportFormValues['content_type']>('content_type');
  return (
    <>
      <Form.Item name="content_type" label={t('Content type')}>
        <Radio.Group data-testid="report-content-type">
          <Radio value="dashboard">{t('Dashboard')}</Radio>
          <Radio value="chart">{t('Chart')}</Radio>
        </Radio.Group>
      </Form.Item>
      {contentType === 'chart' ? (
        <RequiredChoiceItem name="chart" />
      ) : (
        <RequiredChoiceItem name="dashboard" />
      )}
    </>
  );
}

export function ReportFields({ context }: { context: ReportContext }) {
  const form = Form.useFormInstance<ReportFormValues>();
  const contentType = Form.useWatch<ReportFormValues['content_type']>('content_type', form);
  const format = Form.useWatch<ReportFormValues['report_format'] | undefined>(
    'report_format',
    form,
  );
  const content = contentTypeOf({ content_type: contentType ?? 'dashboard' }, context);
  const formats = formatChoices(content);

  return (
    <>
      <Form.Item
        name="name"
        label={t('Report name')}
        rules={[{ required: true, whitespace: true, message: t(REQUIRED) }]}
      >
        <Input maxLength={150} autoComplete="off" data-testid="report-name" />
      </Form.Item>
      <Form.Item name="description" label={t('Description')}>
        <Input.TextArea
          rows={2}
          placeholder={t('Include a description that will be sent with your report')}
          data-testid="report-description"
        />
      </Form.Item>
      {context.kind === 'list' && <ContentFields />}
      <Form.Item
        name="recipients"
        label={t('Email recipients')}
        extra={t('Separate addresses with commas')}
        validateTrigger="onBlur"
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const problem = recipientsProblem(value ?? '');
              return problem === null ? Promise.resolve() : Promise.reject(new Error(problem));
            },
          },
        ]}
      >
        <Input.TextArea rows={2} autoComplete="off" data-testid="report-recipients" />
      </Form.Item>
      <Form.Item
        name="crontab"
        label={t('Schedule')}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const problem = crontabProblem(value ?? '');
              return problem === null ? Promise.resolve() : Promise.reject(new Error(t(problem)));
            },
          },
        ]}
      >
        <ScheduleField />
      </Form.Item>
      <Form.Item
        name="timezone"
        label={t('Timezone')}
        rules={[{ required: true, message: t(REQUIRED) }]}
      >
        <TimezoneSelect />
      </Form.Item>
      <Form.Item name="report_format" label={t('Message content')}>
        <Radio.Group data-testid="report-format">
          {formats.map((choice) => (
            <Radio key={choice} value={choice} data-testid={`report-format-${choice}`}>
              {formatLabel(choice)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="force_screenshot" valuePropName="checked">
        <Checkbox data-testid="report-force-screenshot">
          {t('Ignore cache when generating report')}
        </Checkbox>
      </Form.Item>
      {(format === undefined || isScreenshotFormat(format)) && (
        <Form.Item
          name="custom_width"
          label={t('Screenshot width')}
          extra={t(
            'Between %s and %s pixels; empty for the default width',
            MIN_CUSTOM_WIDTH,
            MAX_CUSTOM_WIDTH,
          )}
        >
          <InputNumber
            min={MIN_CUSTOM_WIDTH}
            max={MAX_CUSTOM_WIDTH}
            precision={0}
            className="pn-report-width"
            placeholder={t('Input custom width in pixels')}
            suffix="px"
            data-testid="report-custom-width"
          />
        </Form.Item>
      )}
    </>
  );
}
