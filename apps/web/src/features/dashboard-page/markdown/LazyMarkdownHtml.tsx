/**
 * MarkdownHtml with its sanitiser (DOMPurify) downloaded the first time a dashboard shows
 * markdown: a markdown block or an expanded chart description. Most dashboards show neither.
 * Until it arrives, an empty box with the same classes holds the place.
 */
import { Suspense } from 'react';
import type { ComponentProps } from 'react';
import { lazyComponent } from '../../../components/lazyComponent';
import type { MarkdownHtml } from './MarkdownHtml';

type MarkdownHtmlProps = ComponentProps<typeof MarkdownHtml>;

const MarkdownHtmlChunk = lazyComponent<MarkdownHtmlProps>(() =>
  import('./MarkdownHtml').then((m) => m.MarkdownHtml),
);

export function LazyMarkdownHtml(props: MarkdownHtmlProps) {
  const placeholder = (
    <div className={['pn-dash-markdown-html', props.className].filter(Boolean).join(' ')} />
  );
  return (
    <Suspense fallback={placeholder}>
      <MarkdownHtmlChunk {...props} />
    </Suspense>
  );
}
