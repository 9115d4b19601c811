/**
 * The email report entry of a chart's or a dashboard's header: shown only with the ALERT_REPORTS
 * flag and permission to write reports, and its code (the entry, the report calls, the `reports`
 * slice) downloaded only then. The dashboard page starts that download with its own reads
 * (`loadReportHeaderMenu`); until the code is in, the entry's own loading state (the disabled
 * 'Set up an email report' button) holds its place, so the header does not shift.
 */
import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { preloadableModule } from '../../components/preloadableModule';
import { t } from '../../i18n/t';
import type { ReportTarget } from './ReportHeaderEntry';
import { useCanScheduleReports } from './useCanScheduleReports';

const entryModule = preloadableModule(() =>
  import('./ReportHeaderEntry').then((m) => m.renderReportHeaderEntry),
);

/** Starts downloading the entry's code; resolves once it is in. */
export function loadReportHeaderMenu(): Promise<void> {
  return entryModule.load().then(() => undefined);
}

function LoadedEntry({ target }: { target: ReportTarget }) {
  const renderEntry = entryModule.useValue();
  if (renderEntry) return renderEntry(target);
  return (
    <Button
      icon={<CalendarOutlined />}
      aria-label={t('Set up an email report')}
      disabled
      data-testid="report-setup"
    />
  );
}

export function ReportHeaderMenu({ target }: { target: ReportTarget }) {
  const enabled = useCanScheduleReports();
  if (!enabled) return null;
  return <LoadedEntry target={target} />;
}
