/**
 * The entries of a Share menu, as Superset lists them: copy the permalink, mail it, and for a
 * chart its embed code. Their keys are the same wherever the menu appears.
 */
import { t } from '../../i18n/t';

export type ShareMenuKey = 'share-copy' | 'share-email' | 'share-embed';

export function shareMenuEntries({
  embed,
}: {
  embed: boolean;
}): { key: ShareMenuKey; label: string }[] {
  return [
    { key: 'share-copy', label: t('Copy permalink to clipboard') },
    { key: 'share-email', label: t('Share permalink by email') },
    ...(embed ? [{ key: 'share-embed' as const, label: t('Embed code') }] : []),
  ];
}
