/**
 * The group-by values a pivoted series stands for, what a click on it cross-filters on: from
 * the response's label_map when it has the series, else split from the series' column key (its
 * levels joined with ", ", commas inside a level escaped). The pivot writes a missing group
 * value as `<NULL>`, read back as null.
 */
import type { ChartDataResult } from '../chartPluginTypes';
import { NULL_LABEL, type Primitive } from '../shared/categories/groupLabels';
import type { ExtractedSeries } from './extractSeries';

/** The reader of a series' last `groupCount` levels: its group-by values. */
export function seriesGroupValues(
  result: ChartDataResult | undefined,
  groupCount: number,
): (entry: ExtractedSeries) => Primitive[] {
  const labelMap = (result?.label_map ?? {}) as Record<string, unknown>;
  return (entry) => {
    const mapped = labelMap[entry.key] ?? labelMap[entry.name];
    const parts = Array.isArray(mapped)
      ? mapped.map(String)
      : entry.key.split(/(?<!\\), /).map((part) => part.replace(/\\,/g, ','));
    return parts
      .slice(Math.max(0, parts.length - groupCount))
      .map((part) => (part === NULL_LABEL ? null : part));
  };
}
