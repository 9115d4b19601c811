/**
 * The bullet chart as SVG: the metric's name on the left, the shaded ranges, the measure bar,
 * markers and marker lines over a value axis; hovering a part shows its label and value.
 */
import { useState } from 'react';
import type { BulletChartProps } from './transformProps';
import { TITLE_FONT_SIZE } from './transformProps';
import './bulletChart.css';

const MEASURE_COLOR = '#1f77b4';

interface Hover {
  label: string;
  value: number;
  x: number;
}

export default function BulletChart({
  width,
  height,
  title,
  shownTitle,
  layout,
  formatValue,
}: BulletChartProps) {
  const [hover, setHover] = useState<Hover | null>(null);
  /** Mouse handlers showing a part's label and value while the pointer is over it. */
  const hoverable = ({ label, value, x }: Hover) => ({
    onMouseEnter: () => setHover({ label, value, x }),
    onMouseLeave: () => setHover(null),
  });
  const middle = (layout.top + layout.bottom) / 2;

  return (
    <div className="pn-bullet" style={{ width, height }} data-testid="bullet-chart">
      <svg width={width} height={height} role="img" aria-label={title}>
        <text
          className="pn-bullet-title"
          x={layout.left - 12}
          y={middle}
          textAnchor="end"
          dominantBaseline="central"
          fontSize={TITLE_FONT_SIZE}
        >
          <title>{title}</title>
          {shownTitle}
        </text>
        {layout.ranges.map((range, index) => (
          <rect
            key={`range-${index}`}
            x={range.start}
            y={layout.top}
            width={range.width}
            height={layout.bottom - layout.top}
            fill={range.shade}
            {...hoverable(range)}
          />
        ))}
        {layout.measures.map((measure, index) => (
          <rect
            key={`measure-${index}`}
            x={measure.start}
            y={measure.y}
            width={measure.width}
            height={measure.height}
            fill={MEASURE_COLOR}
            {...hoverable(measure)}
          />
        ))}
        {layout.markerLines.map((line, index) => (
          <line
            key={`line-${index}`}
            className="pn-bullet-marker-line"
            x1={line.x}
            x2={line.x}
            y1={line.y1}
            y2={line.y2}
            {...hoverable(line)}
          />
        ))}
        {layout.markers.map((marker, index) => (
          <path
            key={`marker-${index}`}
            className="pn-bullet-marker"
            d={marker.path}
            {...hoverable(marker)}
          />
        ))}
        <g className="pn-bullet-axis">
          <line x1={layout.left} x2={layout.right} y1={layout.bottom + 4} y2={layout.bottom + 4} />
          {layout.ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={tick.x} x2={tick.x} y1={layout.bottom + 4} y2={layout.bottom + 8} />
              <text x={tick.x} y={layout.bottom + 18} textAnchor="middle">
                {formatValue(tick.value)}
              </text>
            </g>
          ))}
        </g>
      </svg>
      {hover && (
        <div
          className="pn-bullet-tooltip"
          style={{
            top: Math.max(0, layout.top - 34),
            ...(hover.x > width / 2 ? { right: width - hover.x } : { left: hover.x }),
          }}
        >
          {hover.label}: <strong>{formatValue(hover.value)}</strong>
        </div>
      )}
    </div>
  );
}
