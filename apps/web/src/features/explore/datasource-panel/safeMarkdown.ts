/**
 * Markdown of dataset and metric warnings as HTML: short notes, so every line end is a break and
 * images show as their alt text. SafeMarkdown.tsx sanitises the result before it reaches the page.
 */
import { markdownRenderer } from '../../../components/markdown/markdownRenderer';

export const markdownToHtml = markdownRenderer({ lineBreaks: true, images: false });
