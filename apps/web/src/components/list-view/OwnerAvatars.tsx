/** Owners as a group of initials avatars: at most four, then "+N" with the rest in a popover. */
import { Avatar, Tooltip } from 'antd';
import { t } from '../../i18n/t';
import { MAX_AVATARS, ownerColor, ownerInitials, ownerName } from './ownerNames';
import type { OwnerRef } from './ownerNames';

export function OwnerAvatars({ owners }: { owners: readonly OwnerRef[] | null | undefined }) {
  const list = owners ?? [];
  if (list.length === 0) return <span className="pn-muted">{t('None')}</span>;
  return (
    <Avatar.Group
      size="small"
      max={{ count: MAX_AVATARS, style: { color: '#1d2939', backgroundColor: '#e4e7ec' } }}
      className="pn-owner-avatars"
    >
      {list.map((owner) => (
        <Tooltip key={owner.id} title={ownerName(owner)}>
          <Avatar
            style={{ backgroundColor: ownerColor(owner) }}
            aria-label={ownerName(owner)}
            data-testid="owner-avatar"
          >
            {ownerInitials(owner)}
          </Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}
