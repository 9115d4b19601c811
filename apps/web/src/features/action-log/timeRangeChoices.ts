/**
 * The action log's time filter: entries newer than an instant, offered as recent ranges. The
 * instant is computed when the page builds its filters, so "Last hour" means the hour before.
 */
import type { FilterChoice } from '../../components/list-view/listViewTypes';
import { t } from '../../i18n/t';

const HOUR_MS = 3_600_000;

export function timeRangeChoices(now: number = Date.now()): FilterChoice[] {
  const since = (hours: number) => new Date(now - hours * HOUR_MS).toISOString();
  return [
    { label: t('Last hour'), value: since(1) },
    { label: t('Last day'), value: since(24) },
    { label: t('Last week'), value: since(24 * 7) },
    { label: t('Last 30 days'), value: since(24 * 30) },
  ];
}
