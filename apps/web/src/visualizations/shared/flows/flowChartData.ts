/**
 * What a flow chart (sankey, chord) reads from its result: the source, target and metric
 * labels (each from its control, else the result's column in query order), the flows between
 * the shown names of the values (dates formatted, `<NULL>` for missing ones) and the raw values
 * of each link for drill filters.
 */
import { getTimeFormatter, SMART_DATE_DETAILED } from '@panorama/core/format/time-format';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult } from '../../chartPluginTypes';
import { categoryName, temporalColumnsOf } from '../categories/groupValues';
import { readPairedColumns } from '../form-data/pairedColumns';
import type { FlowDrill } from './FlowChartView';
import { buildFlows, type Flows } from './flowLinks';

export interface FlowChartData {
  metricLabel: string;
  flows: Flows;
  drill: FlowDrill;
}

/** `controls` name the form data controls of the source and the target column. */
export function readFlowChartData(
  formData: QueryFormData,
  result: ChartDataResult | undefined,
  controls: [source: string, target: string],
): FlowChartData {
  const [source, target, metricLabel] = readPairedColumns(formData, result, controls);
  const temporal = temporalColumnsOf(result);
  const formatDate = getTimeFormatter(SMART_DATE_DETAILED);
  const flows = buildFlows({
    rows: result?.data ?? [],
    source,
    target,
    metric: metricLabel,
    nameOf: (column, value) => categoryName(value, temporal.has(column), formatDate),
  });
  return {
    metricLabel,
    flows,
    drill: {
      source,
      target,
      links: flows.links.map(({ sourceValue, targetValue }) => ({ sourceValue, targetValue })),
    },
  };
}
