/**
 * A big number, centred, with an optional subheader (text or the coloured period-over-period
 * change), timestamp and trendline drawn as inline SVG (no chart library needed). Font sizes are
 * proportions of the chart height, shrunk when the text would not fit the width.
 */
import { useId, useMemo, useState } from 'react';
import { nearestPoint, sparklineGeometry } from './sparkline';
import type { TrendPoint } from './sparkline';
import './bigNumber.css';

export interface BigNumberTrendline {
  data: TrendPoint[];
  color: string;
  startAtZero: boolean;
  formatValue: (value: number | null) => string;
  formatTime: (time: number) => string;
}

export interface BigNumberViewProps {
  width: number;
  height: number;
  headerText: string;
  headerColor?: string;
  subheader: string;
  subheaderTone: 'positive' | 'negative' | 'neutral';
  /** Proportions of the height (header_font_size, subheader_font_size). */
  headerFontSize: number;
  subheaderFontSize: number;
  timestampText?: string;
  trendline: BigNumberTrendline | null;
}

/** Share of the height the trendline takes when shown. */
const TRENDLINE_SHARE = 0.35;
/** Average glyph width relative to the font size, to keep the number inside the box. */
const GLYPH_WIDTH = 0.62;

function fittedFontSize(text: string, wanted: number, width: number): number {
  const fit = (width * 0.92) / Math.max(1, text.length * GLYPH_WIDTH);
  return Math.max(10, Math.floor(Math.min(wanted, fit)));
}

export function BigNumberView(props: BigNumberViewProps) {
  const { width, height, trendline } = props;
  const trendHeight = trendline ? Math.floor(height * TRENDLINE_SHARE) : 0;
  const textHeight = height - trendHeight;
  const wantedHeader = fittedFontSize(props.headerText, props.headerFontSize * height, width);
  const wantedSubheader = fittedFontSize(
    props.subheader,
    Math.min(props.subheaderFontSize * height, wantedHeader * 0.6),
    width,
  );
  // Shrink everything alike when the lines would not fit above the trendline.
  const lines =
    wantedHeader * 1.1 +
    (props.subheader ? wantedSubheader * 1.2 + 4 : 0) +
    (props.timestampText ? Math.max(10, wantedSubheader * 0.8) * 1.2 + 2 : 0);
  const scale = Math.min(1, (textHeight * 0.92) / Math.max(1, lines));
  const headerSize = Math.max(10, Math.floor(wantedHeader * scale));
  const subheaderSize = Math.max(10, Math.floor(wantedSubheader * scale));
  return (
    <div className="pn-big-number" style={{ width, height }} data-testid="big-number">
      <div className="pn-big-number-text" style={{ height: textHeight }}>
        <div
          className="pn-big-number-header"
          style={{ fontSize: headerSize, color: props.headerColor }}
          data-testid="big-number-header"
        >
          {props.headerText}
        </div>
        {props.subheader && (
          <div
            className={`pn-big-number-subheader pn-big-number-${props.subheaderTone}`}
            style={{ fontSize: subheaderSize }}
            data-testid="big-number-subheader"
          >
            {props.subheader}
          </div>
        )}
        {props.timestampText && (
          <div
            className="pn-big-number-timestamp"
            style={{ fontSize: Math.max(10, subheaderSize * 0.8) }}
          >
            {props.timestampText}
          </div>
        )}
      </div>
      {trendline && trendHeight > 10 && (
        <Sparkline trendline={trendline} width={width} height={trendHeight} />
      )}
    </div>
  );
}

function Sparkline({
  trendline,
  width,
  height,
}: {
  trendline: BigNumberTrendline;
  width: number;
  height: number;
}) {
  const gradientId = useId();
  const geometry = useMemo(
    () => sparklineGeometry(trendline.data, width, height, trendline.startAtZero),
    [trendline.data, trendline.startAtZero, width, height],
  );
  const [hover, setHover] = useState<{ x: number; y: number; index: number } | null>(null);
  const hovered = hover ? trendline.data[hover.index] : undefined;
  return (
    <div className="pn-big-number-trend" style={{ height }} data-testid="big-number-trendline">
      <svg
        width={width}
        height={height}
        onMouseMove={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          setHover(nearestPoint(geometry.points, event.clientX - box.left) ?? null);
        }}
        onMouseLeave={() => setHover(null)}
        role="img"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={trendline.color} stopOpacity={0.45} />
            <stop offset="100%" stopColor={trendline.color} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <path d={geometry.area} fill={`url(#${gradientId})`} stroke="none" />
        <path
          d={geometry.line}
          fill="none"
          stroke={trendline.color}
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {hover && <circle cx={hover.x} cy={hover.y} r={4} fill={trendline.color} />}
      </svg>
      {hover && hovered && (
        <div
          className="pn-big-number-tooltip"
          style={{
            left: Math.min(Math.max(hover.x, 60), width - 60),
            bottom: height - hover.y + 8,
          }}
        >
          <div>{trendline.formatTime(hovered[0])}</div>
          <strong>{trendline.formatValue(hovered[1])}</strong>
        </div>
      )}
    </div>
  );
}
