/**
 * Dashboard custom CSS is sanitised before it reaches the page, and once the page has loaded
 * the sanitiser (as it does when the dashboard has CSS) the style is there on the first render.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardCss, hasDashboardCss, loadCssSanitizer } from './DashboardCss';

const CSS = '.dashboard h1 { color: red; background: url(https://example.com/x.png); }';

function styleText(container: HTMLElement): string | null {
  return container.querySelector('style[data-testid="dashboard-css"]')?.textContent ?? null;
}

describe('DashboardCss', () => {
  it('needs the sanitiser only for CSS that is not blank', () => {
    expect(hasDashboardCss('')).toBe(false);
    expect(hasDashboardCss(' \n ')).toBe(false);
    expect(hasDashboardCss(CSS)).toBe(true);
  });

  it('puts the sanitised CSS in the page on the first render once loaded', async () => {
    await loadCssSanitizer(CSS);
    const { container } = render(<DashboardCss css={CSS} />);
    const text = styleText(container);
    expect(text).toContain('color: red');
    expect(text).not.toContain('url(');
    expect(text).not.toContain('example.com');
  });
});
