/**
 * The per-column settings editor for `column_config` (Superset's ColumnConfigControl): one line
 * per column of the chart's result (`config.columnsPropsObject`, Superset's
 * `{ colnames, coltypes }`), the first ten shown and a "Show all columns" toggle when more than
 * twelve. A click on a line opens that column's popover with the settings its kind of column
 * gets (`config.configFormLayout`, by default the table's). The value maps each column to its
 * settings; a cleared setting is stored as null so the column follows the chart again.
 */
import { DownOutlined, RightOutlined, UpOutlined } from '@ant-design/icons';
import { GenericDataType } from '@panorama/core/columns/type-names';
import { Popover } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ColumnTypeIcon } from '../datasource-panel/ColumnTypeIcon';
import type { ColumnTypeKind } from '../datasource-panel/columnTypeIcon';
import { ColumnConfigPopover } from './ColumnConfigPopover';
import type { ColumnConfigLayout, ConfigColumn } from './columnConfigFields';
import { DEFAULT_COLUMN_CONFIG_LAYOUT, fieldsByKey, readConfigColumns } from './columnConfigFields';
import { needsShowAllToggle, shownColumns } from './columnConfigRules';
import { readColumnConfigValue, withColumnSetting } from './columnConfigValue';
import { ControlHeader, headerPropsOf } from './ControlHeader';

const KIND_OF_TYPE: Record<number, ColumnTypeKind> = {
  [GenericDataType.NUMERIC]: 'numeric',
  [GenericDataType.STRING]: 'string',
  [GenericDataType.TEMPORAL]: 'temporal',
  [GenericDataType.BOOLEAN]: 'boolean',
};

/** Superset's popover size for this control. */
const POPOVER_WIDTH = 400;

function layoutOf(value: unknown): ColumnConfigLayout {
  return typeof value === 'object' && value !== null
    ? (value as ColumnConfigLayout)
    : DEFAULT_COLUMN_CONFIG_LAYOUT;
}

export function ColumnConfigControl(props: ControlComponentProps) {
  const { name, value, onChange, config, formData } = props;
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const current = readColumnConfigValue(value);
  const columns = readConfigColumns(config.columnsPropsObject);
  const layout = layoutOf(config.configFormLayout);
  const fields = fieldsByKey(config.configFields);
  const listed = columns.filter((column) => (layout[column.dataType]?.length ?? 0) > 0);
  if (listed.length === 0) return null;

  const renderItem = (column: ConfigColumn) => (
    <Popover
      key={column.name}
      trigger="click"
      placement="right"
      open={open === column.name}
      onOpenChange={(next) => setOpen(next ? column.name : null)}
      title={column.name}
      destroyOnHidden
      styles={{ container: { width: POPOVER_WIDTH } }}
      content={
        <div data-testid="column-config-popover">
          <ColumnConfigPopover
            column={column}
            tabs={layout[column.dataType] ?? []}
            fields={fields}
            settings={current[column.name] ?? {}}
            formData={formData}
            onChange={(key, setting) =>
              onChange(withColumnSetting(readColumnConfigValue(value), column.name, key, setting))
            }
          />
        </div>
      }
    >
      <button
        type="button"
        className="pn-column-config-item"
        data-testid="column-config-row"
        aria-expanded={open === column.name}
      >
        <ColumnTypeIcon kind={KIND_OF_TYPE[column.dataType] ?? 'unknown'} />
        <span className="pn-column-config-name" title={column.name}>
          {column.name}
        </span>
        <RightOutlined className="pn-column-config-caret" />
      </button>
    </Popover>
  );

  return (
    <div data-testid={`column-config-${name}`}>
      <ControlHeader {...headerPropsOf(props)} />
      <div className="pn-column-config-list">
        {shownColumns(listed, showAll).map(renderItem)}
        {needsShowAllToggle(listed.length) && (
          <button
            type="button"
            className="pn-column-config-item pn-column-config-toggle"
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? <UpOutlined /> : <DownOutlined />}
            <span>{showAll ? t('Show less columns') : t('Show all columns')}</span>
          </button>
        )}
      </div>
    </div>
  );
}
