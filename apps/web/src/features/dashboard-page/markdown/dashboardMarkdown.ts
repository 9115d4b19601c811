/**
 * Markdown of dashboard MARKDOWN components as HTML, with images, the source's own line ends and
 * its raw HTML passed through, as Superset's dashboard markdown renders it. MarkdownHtml.tsx
 * sanitises the result before it reaches the page.
 */
import { markdownRenderer } from '../../../components/markdown/markdownRenderer';

export { isSafeImageSource } from '../../../components/markdown/markdownRenderer';

export const dashboardMarkdownToHtml = markdownRenderer({
  lineBreaks: false,
  images: true,
  rawHtml: true,
});
