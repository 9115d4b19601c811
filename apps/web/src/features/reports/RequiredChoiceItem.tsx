/**
 * A required pick of one thing a report works on (its database, chart or dashboard), searched on
 * the server. The three differ only in the words and the list they search.
 */
import { Form } from 'antd';
import { t } from '../../i18n/t';
import { REQUIRED } from './reportForm';
import { REPORT_OPTION_SOURCES } from './reportsApi';
import { RemoteSelect } from './RemoteSelect';

const CHOICES = {
  database: {
    label: 'Database',
    what: 'databases',
    source: REPORT_OPTION_SOURCES.databases,
    testId: 'alert-database',
  },
  chart: {
    label: 'Chart',
    what: 'charts',
    source: REPORT_OPTION_SOURCES.charts,
    testId: 'report-chart',
  },
  dashboard: {
    label: 'Dashboard',
    what: 'dashboards',
    source: REPORT_OPTION_SOURCES.dashboards,
    testId: 'report-dashboard',
  },
};

export function RequiredChoiceItem({ name }: { name: keyof typeof CHOICES }) {
  const choice = CHOICES[name];
  return (
    <Form.Item
      name={name}
      label={t(choice.label)}
      rules={[{ required: true, message: t(REQUIRED) }]}
    >
      <RemoteSelect
        source={choice.source}
        what={t(choice.what)}
        aria-label={t(choice.label)}
        data-testid={choice.testId}
      />
    </Form.Item>
  );
}
