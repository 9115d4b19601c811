/**
 * Text made safe to put into HTML, in element content and in quoted attribute values alike:
 * every character that could start markup or end an attribute becomes an entity. Used wherever
 * user-provided or query-result text is written into HTML by hand (report mail bodies, chart
 * tooltips, markdown rendered by the app).
 */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
