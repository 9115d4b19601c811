/**
 * MarkdownHtml with its sanitiser (DOMPurify) downloaded the first time a dashboard shows
 * markdown: a markdown block or an expanded chart description. Most dashboards show neither.
 * Until it arrives, an empty box with the same classes holds the place, and the dashboard does
 * not count as ready.
 */
import { Suspense } from 'react';
import type { ComponentProps } from 'react';
import { lazyComponent } from '../../../components/lazyComponent';
import { usePendingWhileMounted } from '../hooks/pendingDashboardParts';
import type { MarkdownHtml } from './MarkdownHtml';

type MarkdownHtmlProps = ComponentProps<typeof MarkdownHtml>;

const MarkdownHtmlChunk = lazyComponent<MarkdownHtmlProps>(() =>
  import('./MarkdownHtml').then((m) => m.MarkdownHtml),
);

function Placeholder({ className }: { className: string | undefined }) {
  usePendingWhileMounted();
  return <div className={['pn-dash-markdown-html', className].filter(Boolean).join(' ')} />;
}

export function LazyMarkdownHtml(props: MarkdownHtmlProps) {
  return (
    <Suspense fallback={<Placeholder className={props.className} />}>
      <MarkdownHtmlChunk {...props} />
    </Suspense>
  );
}
