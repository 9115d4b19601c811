/**
 * The calendar heatmap, drawn as SVG: per metric an optional title, its blocks side by side
 * (wrapping), each a grid of cells, and the colour-step legend. Hovering a cell shows its time
 * and value in a tooltip (React text, so nothing from the data is read as markup).
 */
import { useCallback, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import './calHeatmap.css';
import type { CalendarBlock, CalendarHeatmapProps, CalendarModel } from './transformProps';

interface Hover {
  text: string;
  left: number;
  top: number;
  /** Near the top edge the tooltip goes under the cell instead of over it. */
  below: boolean;
}

/** Room the tooltip needs above a cell. */
const TOOLTIP_ROOM = 32;

function Block({
  block,
  cellSize,
  cellPadding,
  cellRadius,
}: {
  block: CalendarBlock;
  cellSize: number;
  cellPadding: number;
  cellRadius: number;
}) {
  const step = cellSize + cellPadding;
  const width = Math.max(cellSize, block.columns * step - cellPadding);
  const height = Math.max(cellSize, block.rows * step - cellPadding);
  const fontSize = Math.max(6, Math.round(cellSize * 0.4));
  return (
    <figure className="pn-cal-heatmap-block">
      <figcaption>{block.label}</figcaption>
      <svg width={width} height={height} role="img" aria-label={block.label}>
        {block.cells.map((cell) => (
          <g key={`${cell.row}:${cell.column}`} data-tip={cell.tooltip}>
            <rect
              x={cell.column * step}
              y={cell.row * step}
              width={cellSize}
              height={cellSize}
              rx={cellRadius}
              ry={cellRadius}
              fill={cell.fill}
            />
            {cell.text !== null && (
              <text
                x={cell.column * step + cellSize / 2}
                y={cell.row * step + cellSize / 2}
                fontSize={fontSize}
                textAnchor="middle"
                dominantBaseline="central"
                fill="#000000"
                pointerEvents="none"
              >
                {cell.text}
              </text>
            )}
          </g>
        ))}
      </svg>
    </figure>
  );
}

function Legend({ calendar }: { calendar: CalendarModel }) {
  const { legend, legendEnds } = calendar;
  if (legend.length === 0) return null;
  return (
    <div className="pn-cal-heatmap-legend" data-testid="cal-heatmap-legend">
      <span>{legendEnds[0]}</span>
      <div className="pn-cal-heatmap-legend-swatches">
        {legend.map((step) => (
          <span key={step.from} title={step.label} style={{ background: step.color }} />
        ))}
      </div>
      <span>{legendEnds[1]}</span>
    </div>
  );
}

export default function CalendarHeatmap(props: CalendarHeatmapProps) {
  const { width, height, calendars, cellSize, cellPadding, cellRadius, showLegend, note } = props;
  const container = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);

  const handleMouseOver = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const host = container.current;
    const target = event.target instanceof Element ? event.target.closest('[data-tip]') : null;
    const text = target?.getAttribute('data-tip');
    if (!host || !target || !text) {
      setHover(null);
      return;
    }
    const box = target.getBoundingClientRect();
    const frame = host.getBoundingClientRect();
    const below = box.top - frame.top < TOOLTIP_ROOM;
    setHover({
      text,
      left: box.left + box.width / 2 - frame.left + host.scrollLeft,
      top: (below ? box.bottom : box.top) - frame.top + host.scrollTop,
      below,
    });
  }, []);

  return (
    <div
      ref={container}
      className="pn-cal-heatmap"
      style={{ width, height }}
      data-testid="cal-heatmap"
      onMouseOver={handleMouseOver}
      onMouseLeave={() => setHover(null)}
    >
      {note && <div className="pn-cal-heatmap-note">{note}</div>}
      {calendars.map((calendar) => (
        <section key={calendar.metric} className="pn-cal-heatmap-calendar">
          {calendar.title !== null && <h4 className="pn-cal-heatmap-title">{calendar.title}</h4>}
          <div className="pn-cal-heatmap-blocks">
            {calendar.blocks.map((block) => (
              <Block
                key={block.key}
                block={block}
                cellSize={cellSize}
                cellPadding={cellPadding}
                cellRadius={cellRadius}
              />
            ))}
          </div>
          {showLegend && <Legend calendar={calendar} />}
        </section>
      ))}
      {hover && (
        <div
          className={`pn-cal-heatmap-tooltip${hover.below ? ' pn-cal-heatmap-tooltip-below' : ''}`}
          style={{ left: hover.left, top: hover.top }}
        >
          {hover.text}
        </div>
      )}
    </div>
  );
}
