/**
 * A list card's cover showing the chart's or dashboard's thumbnail (THUMBNAILS feature): a
 * neutral placeholder while the server renders it, the image once it is there, and the card's
 * usual cover (type icon) when thumbnails are off or there is none — never a broken image.
 */
import type { ReactNode } from 'react';
import { selectFeatureFlag } from '../../store/commonSlice';
import { useAppSelector } from '../../store/hooks';
import { t } from '../../i18n/t';
import { useThumbnail } from './useThumbnail';
import './thumbnail.css';

export interface ThumbnailCoverProps {
  /** `thumbnail_url` from the list row. */
  url: string | null | undefined;
  /** What the image shows, for screen readers. */
  alt: string;
  /** The cover shown when there is no thumbnail. */
  fallback: ReactNode;
}

export function ThumbnailCover({ url, alt, fallback }: ThumbnailCoverProps) {
  const enabled = useAppSelector((state) => selectFeatureFlag(state, 'THUMBNAILS'));
  if (!enabled) return <>{fallback}</>;
  return <ThumbnailImage url={url} alt={alt} fallback={fallback} />;
}

function ThumbnailImage({ url, alt, fallback }: ThumbnailCoverProps) {
  const thumbnail = useThumbnail(url);
  if (thumbnail.status === 'fallback') return <>{fallback}</>;
  if (thumbnail.status === 'loading') {
    return (
      <div
        className="pn-thumbnail-frame pn-thumbnail-loading"
        role="img"
        aria-label={t('Loading thumbnail')}
        aria-busy="true"
        data-testid="thumbnail-loading"
      />
    );
  }
  return (
    <div className="pn-thumbnail-frame">
      <img className="pn-thumbnail" src={thumbnail.src} alt={alt} data-testid="thumbnail" />
    </div>
  );
}
