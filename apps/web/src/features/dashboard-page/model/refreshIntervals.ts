/** The auto-refresh choices of the dashboard menu (seconds; 0 = off), as Superset offers them. */
import { t } from '../../../i18n/t';

export interface RefreshIntervalOption {
  value: number;
  label: string;
}

export function refreshIntervalOptions(): RefreshIntervalOption[] {
  return [
    { value: 0, label: t("Don't refresh") },
    { value: 10, label: t('10 seconds') },
    { value: 30, label: t('30 seconds') },
    { value: 60, label: t('1 minute') },
    { value: 300, label: t('5 minutes') },
    { value: 1800, label: t('30 minutes') },
    { value: 3600, label: t('1 hour') },
    { value: 21600, label: t('6 hours') },
    { value: 43200, label: t('12 hours') },
    { value: 86400, label: t('24 hours') },
  ];
}

/** The label of a frequency; a value outside the list (set in JSON metadata) shows in seconds. */
export function refreshIntervalLabel(seconds: number): string {
  return (
    refreshIntervalOptions().find((option) => option.value === seconds)?.label ??
    t('%s seconds', seconds)
  );
}
