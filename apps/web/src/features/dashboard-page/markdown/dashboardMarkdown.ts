/**
 * Markdown of dashboard MARKDOWN components and chart descriptions as HTML, with images and the
 * source's own line ends. MarkdownHtml.tsx sanitises the result before it reaches the page.
 */
import { markdownRenderer } from '../../../components/markdown/markdownRenderer';

export { isSafeImageSource } from '../../../components/markdown/markdownRenderer';

export const dashboardMarkdownToHtml = markdownRenderer({ lineBreaks: false, images: true });
