/**
 * `/report/{id}/log/`: one report's execution log, newest run first — state, scheduled, start
 * and end times, the alert's value and the error message of failed runs.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/errorMessage';
import { LIST_PAGE_SIZE } from '../../api/listQuery';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { dangerToastAdded } from '../../store/messageToastsSlice';
import { ReportTypeTag } from './reportColumns';
import { useGetReportLogsQuery, useGetReportQuery } from './reportsApi';
import { ReportStateTag } from './ReportStateTag';
import { durationSeconds, localTime, utcTime } from './reportTimes';
import { REPORT_PATHS, type ReportLogItem } from './reportTypes';
import { describeCrontab } from './scheduleText';
import './reports.css';

function Time({ value }: { value: string | null }) {
  const text = localTime(value);
  if (text === '') return <span className="pn-muted">—</span>;
  return (
    <Tooltip title={utcTime(value)}>
      <span>{text}</span>
    </Tooltip>
  );
}

type LogTime = 'scheduled_dttm' | 'start_dttm' | 'end_dttm';

/** A column of one of the run's times, local with UTC on hover. */
function timeColumn(key: LogTime, title: string): TableColumnsType<ReportLogItem>[number] {
  return { key, title, width: 190, render: (_value, log) => <Time value={log[key]} /> };
}

function columns(): TableColumnsType<ReportLogItem> {
  return [
    {
      key: 'state',
      title: t('State'),
      width: 130,
      render: (_value, log) => <ReportStateTag state={log.state} />,
    },
    timeColumn('scheduled_dttm', t('Scheduled at')),
    timeColumn('start_dttm', t('Start at')),
    timeColumn('end_dttm', t('End at')),
    {
      key: 'duration',
      title: t('Duration'),
      width: 100,
      render: (_value, log) => {
        const seconds = durationSeconds(log.start_dttm, log.end_dttm);
        return seconds === null ? '' : t('%s s', seconds.toFixed(seconds < 10 ? 2 : 0));
      },
    },
    {
      key: 'value',
      title: t('Value'),
      width: 100,
      render: (_value, log) =>
        log.value === null || log.value === undefined ? '' : String(log.value),
    },
    {
      key: 'error_message',
      title: t('Error message'),
      render: (_value, log) =>
        log.error_message ? (
          <Typography.Text
            type="danger"
            className="pn-report-log-error"
            data-testid="report-log-error"
          >
            {log.error_message}
          </Typography.Text>
        ) : (
          ''
        ),
    },
  ];
}

export function ReportLogPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { reportId: idText } = useParams();
  const reportId = Number(idText);
  const valid = Number.isInteger(reportId) && reportId > 0;
  const [page, setPage] = useState(0);
  const report = useGetReportQuery(reportId, { skip: !valid });
  const logs = useGetReportLogsQuery(
    { reportId, page, pageSize: LIST_PAGE_SIZE },
    { skip: !valid, refetchOnMountOrArgChange: true },
  );

  useEffect(() => {
    if (logs.error === undefined) return;
    dispatch(
      dangerToastAdded(
        t('An error occurred while fetching %ss: %s', t('execution log'), errorMessage(logs.error)),
      ),
    );
  }, [dispatch, logs.error]);

  const name = report.data?.name ?? (valid ? `#${reportId}` : '');

  return (
    <div className="pn-page" data-testid="report-log-page">
      <div className="pn-page-header">
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('Back to all')}
          onClick={() => void navigate(REPORT_PATHS.list)}
          data-testid="report-log-back"
        />
        <Typography.Title level={3} className="pn-page-title">
          {t('Execution log: %s', name)}
        </Typography.Title>
        {report.data && <ReportTypeTag type={report.data.type} />}
        {report.data && (
          <Typography.Text type="secondary">
            {describeCrontab(report.data.crontab)}
            {report.data.timezone ? ` (${report.data.timezone})` : ''}
          </Typography.Text>
        )}
      </div>
      {!valid || report.error ? (
        <Alert
          type="error"
          showIcon
          title={
            valid
              ? t(
                  'An error occurred while fetching %s info: %s',
                  t('report'),
                  errorMessage(report.error),
                )
              : t('Not found')
          }
        />
      ) : (
        <Card className="pn-list-card">
          <Table<ReportLogItem>
            rowKey={(log) =>
              String(log.id ?? log.uuid ?? `${log.scheduled_dttm}-${log.start_dttm}`)
            }
            size="middle"
            columns={columns()}
            dataSource={logs.data?.result ?? []}
            loading={logs.isFetching}
            locale={{ emptyText: t('No runs yet') }}
            pagination={{
              current: page + 1,
              pageSize: LIST_PAGE_SIZE,
              total: logs.data?.count ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (next) => setPage(next - 1),
            }}
            data-testid="report-log-table"
          />
        </Card>
      )}
    </div>
  );
}
