/**
 * A list of items the user adds, removes and drags into order. Each
 * item is edited by the control named in `controlName` (a time-series column, bounds, a colour,
 * text); new items come from `itemGenerator`. Options read from the config:
 * `controlName`, `itemGenerator`, `keyAccessor` (the id field, default `key`), `addTooltip`,
 * `placeholder` (shown when empty).
 */
import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { KeyboardSensor } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Button, Tooltip } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { t } from '../../../i18n/t';
import type { ControlComponentProps, ControlType } from '../../../visualizations/controlPanelTypes';
import { BoundsControl } from './BoundsControl';
import { ColorPickerControl } from './ColorPickerControl';
import { ContourItemControl } from './ContourItemControl';
import { ControlHeader, headerPropsOf } from './ControlHeader';
import { TextControl } from './TextControl';
import { TimeSeriesColumnControl } from './TimeSeriesColumnControl';
import { FilterBoxItemControl } from './FilterBoxItemControl';
import { collectionItemIds, moveItem, newItemKey, type CollectionItem } from './collectionItems';

// The item editors a collection may use. Listed here rather than taken from the panel's control
// map, which itself lists CollectionControl (that would be an import cycle).
const ITEM_CONTROLS: Partial<Record<ControlType, ComponentType<ControlComponentProps>>> = {
  TimeSeriesColumnControl,
  FilterBoxItemControl,
  BoundsControl,
  ColorPickerControl,
  ContourItemControl,
  TextControl,
};

function SortableRow({
  id,
  children,
  onRemove,
}: {
  id: string;
  children: ReactNode;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <div
      ref={setNodeRef}
      className="pn-control-list-item"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
      data-testid="collection-item"
    >
      <span
        className="pn-control-drag-handle"
        aria-label={t('Drag to reorder')}
        {...attributes}
        {...listeners}
      >
        <HolderOutlined />
      </span>
      <div className="pn-control-list-body">{children}</div>
      <Button
        type="text"
        size="small"
        icon={<DeleteOutlined />}
        aria-label={t('Remove item')}
        onClick={onRemove}
      />
    </div>
  );
}

export function CollectionControl(props: ControlComponentProps) {
  const { name, value, onChange, config } = props;
  const items: unknown[] = Array.isArray(value) ? value : [];
  const keyField = typeof config.keyAccessor === 'string' ? config.keyAccessor : 'key';
  const ids = collectionItemIds(items, keyField);
  const ItemControl =
    typeof config.controlName === 'string'
      ? ITEM_CONTROLS[config.controlName as ControlType]
      : undefined;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const add = () => {
    const generated =
      typeof config.itemGenerator === 'function' ? (config.itemGenerator as () => unknown)() : {};
    const item =
      typeof generated === 'object' && generated !== null && !(keyField in generated)
        ? { [keyField]: newItemKey(), ...(generated as CollectionItem) }
        : generated;
    onChange([...items, item]);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onChange(moveItem(items, from, to));
  };

  return (
    <div>
      <ControlHeader
        {...headerPropsOf(props)}
        trailing={
          <Tooltip
            title={typeof config.addTooltip === 'string' ? config.addTooltip : t('Add an item')}
          >
            <Button
              size="small"
              type="text"
              icon={<PlusOutlined />}
              aria-label={t('Add an item')}
              data-testid={`collection-add-${name}`}
              onClick={add}
            />
          </Tooltip>
        }
      />
      {items.length === 0 ? (
        <div className="pn-control-empty">
          {typeof config.placeholder === 'string' ? config.placeholder : t('Empty collection')}
        </div>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <div className="pn-control-list">
              {items.map((item, index) => (
                <SortableRow
                  key={ids[index]}
                  id={ids[index] ?? `index-${index}`}
                  onRemove={() => onChange(items.filter((_, i) => i !== index))}
                >
                  {ItemControl ? (
                    <ItemControl
                      {...props}
                      name={`${name}-${index}`}
                      label={undefined}
                      description={undefined}
                      value={item}
                      validationErrors={[]}
                      config={{ type: config.controlName as ControlType }}
                      onChange={(next) =>
                        onChange(items.map((current, i) => (i === index ? next : current)))
                      }
                    />
                  ) : (
                    <code>{JSON.stringify(item)}</code>
                  )}
                </SortableRow>
              ))}
            </div>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}
