/**
 * The word cloud as SVG: words measured with the browser's own font metrics (a canvas), laid
 * out by the deterministic spiral placement of cloudLayout.ts, and drawn scaled to the box.
 */
import { useMemo } from 'react';
import type { MeasureText } from '../shared/text/textMeasure';
import { estimateTextWidth } from '../shared/text/textMeasure';
import { layoutWithRetry } from './cloudLayout';
import type { WordCloudChartProps } from './transformProps';

const FONT_FAMILY =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const PADDING = 5;
/** Same words, box and options always give the same picture. */
const SEED = 'panorama-word-cloud';

let context: CanvasRenderingContext2D | null | undefined;

/** Measures with a canvas when the browser offers one, else estimates. */
const measureText: MeasureText = (text, fontSize, bold) => {
  if (context === undefined) {
    context =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  if (!context) return estimateTextWidth(text, fontSize, bold);
  context.font = `${bold ? 'bold ' : ''}${fontSize}px ${FONT_FAMILY}`;
  return context.measureText(text).width;
};

export default function WordCloudChart({ width, height, words, rotation }: WordCloudChartProps) {
  const layout = useMemo(
    () =>
      layoutWithRetry(words, {
        width,
        height,
        rotation,
        padding: PADDING,
        measure: measureText,
        seed: SEED,
        bold: true,
      }),
    [words, width, height, rotation],
  );
  const valueText = useMemo(
    () => new Map(words.map((word) => [word.text, word.valueText])),
    [words],
  );
  const viewWidth = width * layout.scale;
  const viewHeight = height * layout.scale;

  return (
    <svg
      width={width}
      height={height}
      viewBox={`${-viewWidth / 2} ${-viewHeight / 2} ${viewWidth} ${viewHeight}`}
      data-testid="word-cloud"
      role="img"
    >
      {layout.words.map((word, index) => (
        <text
          key={`${index}-${word.text}`}
          fontSize={word.size}
          fontWeight="bold"
          fontFamily={FONT_FAMILY}
          fill={word.color}
          textAnchor="middle"
          dominantBaseline="central"
          transform={`translate(${word.x}, ${word.y}) rotate(${word.rotate})`}
        >
          <title>{`${word.text}: ${valueText.get(word.text) ?? ''}`}</title>
          {word.text}
        </text>
      ))}
    </svg>
  );
}
