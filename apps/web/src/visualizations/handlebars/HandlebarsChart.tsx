/**
 * The Handlebars chart: the template rendered with the query rows as `data` (no eval: see
 * templateRenderer.ts), the HTML sanitised, and the style template scoped to this chart's own
 * body; the box around it contains what it draws (`contain: content`, clipping, scrolling), so
 * neither the HTML nor the CSS can reach outside the chart. A template error is shown in place of the output.
 */
import { useId, useMemo } from 'react';
import { t } from '../../i18n/t';
import { scopeCss } from './scopedCss';
import { sanitizeTemplateHtml } from './sanitizeTemplateHtml';
import { TEMPLATE_HELPERS } from './templateHelpers';
import { renderTemplate } from './templateRenderer';
import type { HandlebarsChartProps } from './transformProps';
import './handlebarsChart.css';

type Rendered = { ok: true; html: string } | { ok: false; error: string };

export default function HandlebarsChart({
  width,
  height,
  template,
  context,
  style,
}: HandlebarsChartProps) {
  const scopeId = useId().replace(/[^\w-]/g, '');
  const scope = `[data-pn-handlebars="${scopeId}"]`;
  const css = useMemo(() => scopeCss(style, scope), [style, scope]);
  const rendered = useMemo<Rendered>(() => {
    try {
      return {
        ok: true,
        html: sanitizeTemplateHtml(renderTemplate(template, context, TEMPLATE_HELPERS)),
      };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }, [template, context]);

  return (
    // The outer box contains and clips; the user's CSS can only reach the inner one and below.
    <div className="pn-handlebars" data-testid="handlebars-chart" style={{ width, height }}>
      {css && <style>{css}</style>}
      {rendered.ok ? (
        <div
          className="pn-handlebars-body"
          data-pn-handlebars={scopeId}
          // Safe: built from escaped values and sanitised by DOMPurify (sanitizeTemplateHtml).
          dangerouslySetInnerHTML={{ __html: rendered.html }}
        />
      ) : (
        <div className="pn-handlebars-error" role="alert">
          <strong>{t('Template error')}</strong>
          <pre>{rendered.error}</pre>
        </div>
      )}
    </div>
  );
}
