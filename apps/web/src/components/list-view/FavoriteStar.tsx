/** The favourite star of a chart or dashboard row. */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { t } from '../../i18n/t';

export interface FavoriteStarProps {
  starred: boolean;
  pending: boolean;
  onToggle: () => void;
}

export function FavoriteStar({ starred, pending, onToggle }: FavoriteStarProps) {
  const label = starred ? t('Remove from favorites') : t('Add to favorites');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        className={starred ? 'pn-fav-star pn-fav-star-on' : 'pn-fav-star'}
        aria-label={label}
        aria-pressed={starred}
        data-testid="favorite-star"
        disabled={pending}
        icon={starred ? <StarFilled /> : <StarOutlined />}
        onClick={(event) => {
          // Inside a card the click must not also select or open the card.
          event.stopPropagation();
          onToggle();
        }}
      />
    </Tooltip>
  );
}
