/**
 * While the markdown renderer's code is still downloading, the dashboard counts the block as a
 * part not yet drawn, so a screenshot taken at "ready" does not catch an empty card.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingPartCount } from '../hooks/pendingDashboardParts';
import { LazyMarkdownHtml } from './LazyMarkdownHtml';

describe('LazyMarkdownHtml', () => {
  it('is a pending dashboard part until its markdown is drawn', async () => {
    const view = render(<LazyMarkdownHtml markdown="# Welcome" data-testid="intro" />);
    expect(pendingPartCount()).toBe(1);
    expect((await screen.findByRole('heading', { name: 'Welcome' })).tagName).toBe('H1');
    expect(pendingPartCount()).toBe(0);
    view.unmount();
    expect(pendingPartCount()).toBe(0);
  });
});
