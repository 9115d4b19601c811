/**
 * Hands a mailto: link to the user's mail program. An anchor is clicked rather than the page's
 * location set, so the app stays where it is when no mail program answers.
 */
export function openMailto(href: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.rel = 'noopener';
  anchor.click();
}
