/**
 * One sparkline of the time-series table as a small SVG (no chart library per cell): the line
 * or bars, optional min/max guides with labels, and on hover a crosshair with the value and
 * date of the nearest period.
 */
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { nearestSlot } from './sparklineShape';
import type { SparkCell } from './transformProps';

const LINE_COLOR = '#1f77b4';

export interface SparklineCellProps {
  cell: SparkCell;
  width: number;
  height: number;
  label: string;
}

export function SparklineCell({ cell, width, height, label }: SparklineCellProps) {
  const [hover, setHover] = useState<number | null>(null);
  const { shape, labels, axisLabels } = cell;
  const onMove = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const index = nearestSlot(shape.slots, event.clientX - box.left);
    setHover(index >= 0 ? index : null);
  };
  const hovered = hover === null ? undefined : labels[hover];
  const hoverX = hover === null ? undefined : shape.slots[hover];
  const point = shape.points.find((candidate) => candidate.index === hover);

  return (
    <div className="pn-time-table-spark" style={{ width, height }}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={label}
        onMouseMove={onMove}
        onMouseLeave={() => setHover(null)}
      >
        {axisLabels && (
          <g className="pn-time-table-spark-axis">
            <line x1={shape.left} x2={shape.right} y1={shape.top} y2={shape.top} />
            <line x1={shape.left} x2={shape.right} y1={shape.bottom} y2={shape.bottom} />
            <text x={shape.right + 4} y={shape.top} dominantBaseline="middle">
              {axisLabels.max}
            </text>
            <text x={shape.right + 4} y={shape.bottom} dominantBaseline="middle">
              {axisLabels.min}
            </text>
          </g>
        )}
        {shape.path && <path d={shape.path} fill="none" stroke={LINE_COLOR} strokeWidth={1.5} />}
        {shape.bars.map((bar) => (
          <rect
            key={bar.index}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={Math.max(bar.height, 0.5)}
            fill={LINE_COLOR}
            opacity={hover === null || hover === bar.index ? 1 : 0.55}
          />
        ))}
        {hoverX !== undefined && (
          <line
            className="pn-time-table-spark-crosshair"
            x1={hoverX}
            x2={hoverX}
            y1={shape.top}
            y2={shape.bottom}
          />
        )}
        {point && !shape.bars.length && (
          <circle
            cx={point.x}
            cy={point.y}
            r={3}
            fill="#fff"
            stroke={LINE_COLOR}
            strokeWidth={1.5}
          />
        )}
      </svg>
      {hovered && hoverX !== undefined && (
        <div
          className="pn-time-table-spark-tooltip"
          style={hoverX > width / 2 ? { right: width - hoverX + 8 } : { left: hoverX + 8 }}
        >
          <strong>{hovered.value || '–'}</strong>
          <div>{hovered.time}</div>
        </div>
      )}
    </div>
  );
}
