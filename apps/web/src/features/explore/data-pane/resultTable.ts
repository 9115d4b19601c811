/** The table part of a data pane tab's props, read from one chart data result. */
import type { DataRow } from '../../../components/data-table/columnTypes';
import type { ChartDataResult } from '../../../visualizations/chartPluginTypes';
import type { DataPaneTabProps } from './DataPaneTab';

const NO_ROWS: readonly DataRow[] = [];

export function resultTable(
  result: ChartDataResult | null | undefined,
): Pick<DataPaneTabProps, 'rows' | 'colnames' | 'coltypes' | 'rowcount'> {
  const rows = result?.data ?? NO_ROWS;
  return {
    rows,
    colnames: result?.colnames,
    coltypes: result?.coltypes,
    // Before an answer arrives there is nothing to count.
    rowcount: result?.rowcount ?? rows.length,
  };
}
