/**
 * What a click on a dashboard chart that cannot cross-filter says, in Superset's words, instead
 * of nothing: the chart type emits no cross filters, or the dashboard has them turned off.
 * Charts that do cross-filter, and filter boxes (which filter by their own controls), say nothing.
 */
import { t } from '../../../i18n/t';
import type { ChartBehavior } from '../../../visualizations/chartPluginTypes';

export interface CrossFilterHintInput {
  /** The chart type's behaviours; unknown while its code loads. */
  behaviors: readonly ChartBehavior[] | undefined;
  crossFiltersEnabled: boolean;
  isFilterBox: boolean;
}

export function crossFilterHint(input: CrossFilterHintInput): string | null {
  if (input.isFilterBox || input.behaviors === undefined) return null;
  if (!input.behaviors.includes('INTERACTIVE_CHART')) {
    return t('This visualization type does not support cross-filtering.');
  }
  if (!input.crossFiltersEnabled) return t('Cross-filtering is not enabled for this dashboard.');
  return null;
}
