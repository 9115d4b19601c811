/**
 * The left pane: filters and dividers in their bar order, added from 'Add filters and dividers',
 * dragged to reorder (dnd-kit), removed with ×. A removed item stays listed, struck through,
 * with a 'Restore' link until its removal window ends.
 */
import {
  CloseOutlined,
  DownOutlined,
  ExclamationCircleFilled,
  HolderOutlined,
} from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Dropdown } from 'antd';
import { t } from '../../../i18n/t';
import type { ConfigState } from './configState';
import { draftTitle, type ItemDraft } from './filterDraft';

export interface FilterListProps {
  state: ConfigState;
  /** Ids of items with validation errors. */
  invalidIds: ReadonlySet<string>;
  onAdd: (kind: 'filter' | 'divider') => void;
  onSelect: (id: string) => void;
  onRemove: (id: string) => void;
  onRestore: (id: string) => void;
  onMove: (fromId: string, toId: string) => void;
}

interface RowProps {
  draft: ItemDraft;
  selected: boolean;
  removed: boolean;
  invalid: boolean;
  onSelect: () => void;
  onRemove: () => void;
  onRestore: () => void;
}

function untitled(draft: ItemDraft): string {
  return draft.kind === 'divider' ? t('[untitled divider]') : t('[untitled]');
}

function ItemRow({ draft, selected, removed, invalid, onSelect, onRemove, onRestore }: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: draft.id,
    disabled: removed,
  });
  const title = draftTitle(draft) || untitled(draft);
  const className = [
    'pn-filters-config-item',
    selected ? 'is-selected' : '',
    removed ? 'is-removed' : '',
    draft.kind === 'divider' ? 'is-divider' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      ref={setNodeRef}
      className={className}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
      data-testid="filters-config-item"
      data-item-id={draft.id}
      data-item-kind={draft.kind}
      data-removed={removed ? 'true' : 'false'}
    >
      <span
        className="pn-filters-config-drag"
        aria-label={t('Drag to reorder')}
        {...attributes}
        {...listeners}
      >
        <HolderOutlined />
      </span>
      {removed ? (
        <span className="pn-filters-config-item-title">
          <s>{title}</s> {t('(Removed)')}{' '}
          <Button type="link" size="small" onClick={onRestore} data-testid="filters-config-restore">
            {t('Restore')}
          </Button>
        </span>
      ) : (
        <>
          <button
            type="button"
            className="pn-filters-config-item-title"
            onClick={onSelect}
            aria-current={selected ? 'true' : undefined}
            data-testid="filters-config-item-title"
          >
            {draft.kind === 'divider' ? (
              <span className="pn-filters-config-item-kind">{t('Divider')}: </span>
            ) : null}
            {title}
            {invalid ? (
              <ExclamationCircleFilled
                className="pn-filters-config-item-invalid"
                aria-label={t('This item has errors')}
              />
            ) : null}
          </button>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('Remove')}
            onClick={onRemove}
            data-testid="filters-config-remove"
          />
        </>
      )}
    </div>
  );
}

export function FilterList(props: FilterListProps) {
  const { state, invalidIds, onAdd, onSelect, onRemove, onRestore, onMove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <div className="pn-filters-config-list" data-testid="filters-config-list">
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'filter',
              label: <span data-testid="filters-config-add-filter">{t('Filter')}</span>,
            },
            {
              key: 'divider',
              label: <span data-testid="filters-config-add-divider">{t('Divider')}</span>,
            },
          ],
          onClick: ({ key }) => onAdd(key === 'divider' ? 'divider' : 'filter'),
        }}
      >
        <Button block data-testid="filters-config-add">
          {t('Add filters and dividers')} <DownOutlined />
        </Button>
      </Dropdown>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={state.order} strategy={verticalListSortingStrategy}>
          <div className="pn-filters-config-items">
            {state.order.map((id) => {
              const draft = state.drafts[id];
              if (!draft) return null;
              return (
                <ItemRow
                  key={id}
                  draft={draft}
                  selected={state.selectedId === id}
                  removed={state.removed[id] === true}
                  invalid={invalidIds.has(id)}
                  onSelect={() => onSelect(id)}
                  onRemove={() => onRemove(id)}
                  onRestore={() => onRestore(id)}
                />
              );
            })}
          </div>
        </SortableContext>
      </DndContext>
    </div>
  );
}
