/**
 * The column drop zone (groupby, columns, x_axis ...): takes columns dragged from the datasource
 * panel that the control offers (`config.options`, else all the dataset's columns; a column
 * already in the zone is refused), single or multi per `config.multi`; a click on an item or on
 * the "Drop ... here or click" button opens the column popover.
 */
import { useState } from 'react';
import { isColumnAbsent } from '@panorama/core/adhoc/datasource-compat';
import type { Column } from '@panorama/core/query/query-object';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ColumnPopover } from './ColumnPopover';
import { columnDisplayLabel, hasColumnNamed } from './columnOptions';
import {
  addEntry,
  columnsOf,
  configColumns,
  datasourceFields,
  isMultiControl,
  listToValue,
  moveEntry,
  removeEntry,
  replaceEntry,
} from './controlValue';
import { headerPropsOf } from '../controls/ControlHeader';
import { DndZone, ghostText, type DndZoneEntry } from './DndZone';
import type { DatasourceDragItem } from './dragItems';

/** Which popover is open: an item's (by index), the new-item one, or none. */
type Editing = number | 'new' | null;

export function DndColumnSelect(props: ControlComponentProps) {
  const { value, onChange, config, datasource } = props;
  const [editing, setEditing] = useState<Editing>(null);
  const multi = isMultiControl(config, value);
  const list = columnsOf(value);
  // The columns the control offers (its mapStateToProps' `options`: groupable or time columns).
  const columns = configColumns(config, 'options') ?? datasource?.columns ?? [];
  const fields = datasourceFields(datasource);
  const commit = (next: Column[]) => onChange(listToValue(next, multi));
  const openChange = (target: Exclude<Editing, null>) => (open: boolean) =>
    setEditing(open ? target : null);

  const accepts = (item: DatasourceDragItem) =>
    item.kind === 'column' &&
    columns.some((c) => c.column_name === item.column.column_name) &&
    !hasColumnNamed(list, item.column.column_name);

  const entries: DndZoneEntry[] = list.map((column, index) => ({
    key: String(index),
    label: columnDisplayLabel(column, columns),
    warning:
      datasource && isColumnAbsent(column, fields)
        ? t('This column might be incompatible with current dataset')
        : null,
    wrapLabel: (labelButton) => (
      <ColumnPopover
        open={editing === index}
        onOpenChange={openChange(index)}
        column={column}
        columns={columns}
        onSave={(next) => commit(replaceEntry(list, index, next))}
      >
        {labelButton}
      </ColumnPopover>
    ),
  }));

  return (
    <DndZone
      {...headerPropsOf(props)}
      entries={entries}
      accepts={accepts}
      onDropItem={(item) => {
        if (item.kind === 'column') commit(addEntry(list, item.column.column_name, multi));
      }}
      onRemove={(index) => commit(removeEntry(list, index))}
      onReorder={(from, to) => commit(moveEntry(list, from, to))}
      ghostText={ghostText('column', multi)}
      showGhost={multi || list.length === 0}
      onGhostClick={() => setEditing('new')}
      wrapNewItemAnchor={(anchor) => (
        <ColumnPopover
          open={editing === 'new'}
          onOpenChange={openChange('new')}
          column={null}
          columns={columns}
          onSave={(next) => commit(addEntry(list, next, multi))}
        >
          {anchor}
        </ColumnPopover>
      )}
    />
  );
}
