/**
 * A dashboard's custom CSS in a <style> element, sanitised first (sanitize-css.ts). The
 * sanitiser (a CSS tokenizer) is downloaded only for dashboards that have CSS: the page starts
 * that download with the dashboard's other reads (`loadCssSanitizer`), so the styles are in on
 * the first render instead of flashing in after it.
 */
import { useMemo } from 'react';
import { preloadableModule } from '../../components/preloadableModule';

const sanitizerModule = preloadableModule(() =>
  import('@panorama/core/layout/sanitize-css').then((m) => m.sanitizeDashboardCss),
);

export function hasDashboardCss(css: string): boolean {
  return css.trim() !== '';
}

/** Starts downloading the sanitiser when `css` needs it; resolves once it is in. */
export function loadCssSanitizer(css: string): Promise<void> {
  return hasDashboardCss(css) ? sanitizerModule.load().then(() => undefined) : Promise.resolve();
}

/** Render only for CSS that `hasDashboardCss` accepts. */
export function DashboardCss({ css }: { css: string }) {
  const sanitize = sanitizerModule.useValue();
  const safeCss = useMemo(() => (sanitize ? sanitize(css) : ''), [sanitize, css]);
  if (safeCss.trim() === '') return null;
  return <style data-testid="dashboard-css">{safeCss}</style>;
}
