/**
 * What a chart's menu offers besides the chart itself: the SQL it runs (`result_type: query`),
 * its data as CSV or Excel (`result_format`), and a PNG of what is on screen.
 */
import type { QueryContext } from '@panorama/core/query/query-object';
import { filenameFromDisposition, saveBlob } from '../api/fileDownload';
import { ChartDataError, chartDataErrorMessage, fetchChartData } from './chartDataClient';

export async function fetchChartSql(queryContext: QueryContext): Promise<string> {
  const result = await fetchChartData({
    ...queryContext,
    result_type: 'query',
    result_format: 'json',
  });
  return result
    .map((entry) => (typeof entry.query === 'string' ? entry.query : ''))
    .filter(Boolean)
    .join(';\n\n');
}

export async function downloadChartData(
  queryContext: QueryContext,
  format: 'csv' | 'xlsx',
  fileBase: string,
): Promise<void> {
  const response = await fetch('/api/v1/chart/data', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...queryContext, result_type: 'full', result_format: format }),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ChartDataError(chartDataErrorMessage(response.status, body), response.status);
  }
  const blob = await response.blob();
  saveBlob(
    blob,
    filenameFromDisposition(response.headers.get('Content-Disposition')) ??
      `${fileBase}.${format === 'csv' ? 'csv' : 'xlsx'}`,
  );
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn as an image'));
    image.src = src;
  });
}

/** The page's own style rules as text, so an SVG snapshot of DOM content keeps its look. */
function inlineStyles(): string {
  let css = '';
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) css += `${rule.cssText}\n`;
    } catch {
      // Cross-origin sheets cannot be read; the app serves none, so nothing is lost.
    }
  }
  return css;
}

/**
 * A PNG of the chart element: canvas charts (ECharts) are composited from their canvases; DOM
 * charts (tables, big numbers) are drawn through an SVG foreignObject snapshot.
 */
export async function chartImage(element: HTMLElement): Promise<Blob> {
  const width = Math.max(1, element.clientWidth);
  const height = Math.max(1, element.clientHeight);
  const scale = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The chart could not be drawn as an image');
  context.scale(scale, scale);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);

  const canvases = Array.from(element.querySelectorAll('canvas'));
  if (canvases.length > 0) {
    const origin = element.getBoundingClientRect();
    for (const source of canvases) {
      const box = source.getBoundingClientRect();
      context.drawImage(
        source,
        box.left - origin.left,
        box.top - origin.top,
        box.width,
        box.height,
      );
    }
  } else {
    const clone = element.cloneNode(true) as HTMLElement;
    clone.setAttribute('xmlns', 'http://www.w3.org/1999/xhtml');
    const markup = new XMLSerializer().serializeToString(clone);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<foreignObject width="100%" height="100%"><style>${inlineStyles()}</style>${markup}</foreignObject></svg>`;
    const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    context.drawImage(image, 0, 0, width, height);
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error('The chart could not be drawn as an image')),
      'image/png',
    );
  });
}

export async function downloadChartImage(element: HTMLElement, fileBase: string): Promise<void> {
  saveBlob(await chartImage(element), `${fileBase}.png`);
}
