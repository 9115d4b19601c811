/** The card view of a list page: a grid of cards with star, actions and, in bulk mode, a checkbox. */
import { Card, Checkbox, Empty, Spin } from 'antd';

import { t } from '../../i18n/t';
import { FavoriteStar } from './FavoriteStar';
import { RowActionMenu } from './RowActions';
import type { CardConfig, ListItem, ListItemsViewProps } from './listViewTypes';

export interface ListViewCardsProps<T extends ListItem> extends ListItemsViewProps<T> {
  card: CardConfig<T>;
  onToggleSelected: (id: number) => void;
}

export function ListViewCards<T extends ListItem>({
  items,
  card,
  loading,
  itemName,
  favorites,
  actionsOf,
  bulkMode,
  selected,
  onToggleSelected,
  empty,
}: ListViewCardsProps<T>) {
  if (!loading && items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  }
  return (
    <Spin spinning={loading}>
      <div className="pn-card-grid" data-testid="card-grid">
        {items.map((item) => {
          const isSelected = selected.has(item.id);
          return (
            <Card
              key={item.id}
              size="small"
              hoverable={bulkMode}
              className={isSelected ? 'pn-list-card-item pn-selected' : 'pn-list-card-item'}
              data-testid="list-card"
              cover={<div className="pn-card-cover">{card.cover(item)}</div>}
              onClick={bulkMode ? () => onToggleSelected(item.id) : undefined}
            >
              {bulkMode ? (
                <Checkbox
                  className="pn-card-check"
                  checked={isSelected}
                  aria-label={t('Select %s', itemName(item))}
                  onClick={(event) => event.stopPropagation()}
                  onChange={() => onToggleSelected(item.id)}
                />
              ) : null}
              <div className="pn-card-title-row">
                <div className="pn-card-title">{card.title(item)}</div>
                <div className="pn-card-tools">
                  {favorites ? (
                    <FavoriteStar
                      starred={favorites.isStarred(item.id)}
                      pending={favorites.isPending(item.id)}
                      onToggle={() => favorites.toggle(item.id)}
                    />
                  ) : null}
                  <RowActionMenu actions={actionsOf(item)} />
                </div>
              </div>
              <div className="pn-card-meta">
                <div className="pn-card-description">{card.description(item)}</div>
                {card.extra ? <div className="pn-card-extra">{card.extra(item)}</div> : null}
              </div>
            </Card>
          );
        })}
      </div>
    </Spin>
  );
}
