/**
 * The parallel coordinates component: the chart (the view loads the parallel series and axes
 * first) and, with `show_datatable`, the rows in a scrolling table under it.
 */
import { TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { ParallelCoordinatesProps } from './transformProps';
import './parallelCoordinates.css';

registerEChartsParts([TooltipComponent]);

export default function ParallelCoordinatesChart(props: ParallelCoordinatesProps) {
  const { table, tableHeight, width } = props;
  return (
    <div className="pn-parallel-coordinates" style={{ width }}>
      <PluginEChartsView chart={props} testId="echarts-parallel" />
      {table ? (
        <div className="pn-parallel-coordinates__table" style={{ height: tableHeight }}>
          <table>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column}>{column}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
