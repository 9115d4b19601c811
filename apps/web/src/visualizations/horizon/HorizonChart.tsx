/**
 * The horizon chart component: one canvas per series, stacked in a scrolling column, each with
 * its name over the left edge. Canvases are drawn when React commits them.
 */
import { useLayoutEffect, useRef } from 'react';
import { horizonRects } from './horizonBands';
import type { HorizonChartProps, HorizonRow } from './transformProps';
import './horizonChart.css';

function HorizonRowCanvas({
  row,
  width,
  height,
}: {
  row: HorizonRow;
  width: number;
  height: number;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, width, height);
    for (const rect of horizonRects({ values: row.values, width, height, extent: row.extent })) {
      context.fillStyle = rect.color;
      context.fillRect(rect.x, rect.y, rect.width, rect.height);
    }
  }, [row, width, height]);
  return (
    <div className="pn-horizon__row" style={{ height }}>
      <span className="pn-horizon__title">{row.name}</span>
      <canvas ref={canvasRef} width={width} height={height} />
    </div>
  );
}

/** Room for the column's scroll bar when the rows are taller than the chart. */
const SCROLLBAR_ALLOWANCE = 16;

export default function HorizonChart({ rows, width, height, seriesHeight }: HorizonChartProps) {
  const rowWidth =
    rows.length * seriesHeight > height ? Math.max(0, width - SCROLLBAR_ALLOWANCE) : width;
  return (
    <div className="pn-horizon" data-testid="horizon-chart" style={{ width, height }}>
      {rows.map((row) => (
        <HorizonRowCanvas key={row.name} row={row} width={rowWidth} height={seriesHeight} />
      ))}
    </div>
  );
}
