/**
 * The sections most control panels are made of, opened by default: "Query" (what data the chart
 * asks for) and "Chart Options" (how it draws it), plus the query rows and sort control of the
 * charts that aggregate one metric per group.
 */
import { t } from '../../../i18n/t';
import type { ControlPanelSection, ControlSetRow, NamedControl } from '../../controlPanelTypes';
import { checkbox } from './controlBuilders';

/** An open section under this label. */
export function expandedSection(
  label: string,
  controlSetRows: ControlSetRow[],
): ControlPanelSection {
  return { label, expanded: true, controlSetRows };
}

/** The "Query" section: the controls that change the chart's data request. */
export function querySection(controlSetRows: ControlSetRow[]): ControlPanelSection {
  return expandedSection(t('Query'), controlSetRows);
}

/** The "Chart Options" section: display settings, applied to the last result. */
export function chartOptionsSection(controlSetRows: ControlSetRow[]): ControlPanelSection {
  return expandedSection(t('Chart Options'), controlSetRows);
}

/** The query of charts showing one metric per group (pie, funnel, gauge...), up to a row limit. */
export const METRIC_PER_GROUP_ROWS: readonly ControlSetRow[] = [
  ['groupby'],
  ['metric'],
  ['adhoc_filters'],
  ['row_limit'],
];

/** Superset's plain sort_by_metric checkbox (it changes the query's order, so the query). */
export function sortResultsByMetricControl(value: boolean): NamedControl {
  return checkbox(
    'sort_by_metric',
    t('Sort by metric'),
    t('Whether to sort results by the selected metric in descending order.'),
    value,
    false,
  );
}
