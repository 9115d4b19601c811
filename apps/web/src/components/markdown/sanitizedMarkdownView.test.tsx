/**
 * A markdown view shows only what its allow-list keeps: other tags, event handlers, data-*
 * attributes and URLs outside the allowed pattern are dropped before the HTML reaches the page.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';
import { sanitizedMarkdownView } from './sanitizedMarkdownView';

const ALLOW = { tags: ['p', 'a', 'img'], attributes: ['href', 'src'], uriPattern: /^https:/i };

describe('sanitizeHtml', () => {
  it('keeps listed tags and attributes and drops the rest', () => {
    expect(
      sanitizeHtml(
        '<p data-x="1" onclick="alert(1)">hi<script>alert(2)</script><b>b</b></p>',
        ALLOW,
      ),
    ).toBe('<p>hib</p>');
  });

  it('drops URLs the pattern does not allow', () => {
    expect(sanitizeHtml('<a href="tel:123">call</a><img src="https://x.test/a.png">', ALLOW)).toBe(
      '<a>call</a><img src="https://x.test/a.png">',
    );
  });
});

describe('sanitizedMarkdownView', () => {
  const View = sanitizedMarkdownView((markdown) => sanitizeHtml(markdown, ALLOW), 'pn-base');

  it('renders the sanitised HTML in a block with its base and extra classes', () => {
    render(<View markdown='<p onclick="x">hello</p>' className="extra" data-testid="view" />);
    const block = screen.getByTestId('view');
    expect(block.className).toBe('pn-base extra');
    expect(block.innerHTML).toBe('<p>hello</p>');
  });
});
