/** The report list's own columns: last run, type, schedule in words, recipients, active. */
import { Switch, Tag, Tooltip, Typography } from 'antd';
import { t } from '../../i18n/t';
import { recipientsText } from './recipients';
import { ReportStateTag } from './ReportStateTag';
import { localTime, utcTime } from './reportTimes';
import type { ReportListItem } from './reportTypes';
import { describeCrontab } from './scheduleText';

export function LastRun({ report }: { report: ReportListItem }) {
  const at = localTime(report.last_eval_dttm);
  return (
    <span className="pn-report-last-run">
      <ReportStateTag state={report.last_state} />
      {at !== '' && (
        <Tooltip title={utcTime(report.last_eval_dttm)}>
          <Typography.Text type="secondary">{at}</Typography.Text>
        </Tooltip>
      )}
    </span>
  );
}

export function ReportTypeTag({ type }: { type: ReportListItem['type'] }) {
  return type === 'Alert' ? (
    <Tag color="orange">{t('Alert')}</Tag>
  ) : (
    <Tag color="blue">{t('Report')}</Tag>
  );
}

export function ScheduleText({ report }: { report: ReportListItem }) {
  const zone = report.timezone ?? 'UTC';
  return (
    <Tooltip title={`${report.crontab} (${zone})`}>
      <span data-testid="report-schedule-cell">{describeCrontab(report.crontab)}</span>
    </Tooltip>
  );
}

/** The addresses when the list sends them, else the delivery methods ("Email"). */
export function RecipientsText({ report }: { report: ReportListItem }) {
  const recipients = report.recipients ?? [];
  const addresses = recipientsText(recipients);
  if (addresses !== '') {
    return (
      <Typography.Text ellipsis={{ tooltip: addresses }} className="pn-report-recipients">
        {addresses}
      </Typography.Text>
    );
  }
  const methods = [...new Set(recipients.map((r) => r.type))];
  return methods.length > 0 ? (
    <span>{methods.join(', ')}</span>
  ) : (
    <span className="pn-muted">{t('None')}</span>
  );
}

export function ActiveSwitch({
  report,
  disabled,
  pending,
  onToggle,
}: {
  report: ReportListItem;
  disabled: boolean;
  pending: boolean;
  onToggle: () => void;
}) {
  return (
    <Switch
      size="small"
      checked={report.active}
      loading={pending}
      disabled={disabled}
      aria-label={t('Active')}
      onChange={onToggle}
      data-testid="report-row-active"
    />
  );
}
