/**
 * A per-column settings editor for `column_config` (Superset's ColumnConfigControl, numeric
 * settings only): one line per column or metric the chart shows (`config.columnNames`, from the
 * control's mapStateToProps) with a number input per setting (`config.configFields`). A cleared
 * input stores null, which Superset reads as "follow the data".
 */
import { InputNumber } from 'antd';
import { ControlHeader, headerPropsOf } from './ControlHeader';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { readColumnConfigValue, withColumnSetting } from './columnConfigValue';

export interface ColumnConfigField {
  key: string;
  label: string;
  placeholder?: string;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function fieldList(value: unknown): ColumnConfigField[] {
  return Array.isArray(value)
    ? value.filter(
        (field): field is ColumnConfigField =>
          typeof field === 'object' &&
          field !== null &&
          typeof (field as ColumnConfigField).key === 'string' &&
          typeof (field as ColumnConfigField).label === 'string',
      )
    : [];
}

export function ColumnConfigControl(props: ControlComponentProps) {
  const { value, onChange, config } = props;
  const current = readColumnConfigValue(value);
  const columns = stringList(config.columnNames);
  const fields = fieldList(config.configFields);
  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} />
      {columns.map((column) => (
        <div
          key={column}
          data-testid="column-config-row"
          style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 6 }}
        >
          <span
            title={column}
            style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {column}
          </span>
          {fields.map((field) => {
            const setting = current[column]?.[field.key];
            return (
              <InputNumber
                key={field.key}
                aria-label={`${column} ${field.label}`}
                prefix={field.label}
                placeholder={field.placeholder}
                style={{ width: 130 }}
                size="small"
                value={typeof setting === 'number' ? setting : null}
                onChange={(next) =>
                  onChange(
                    withColumnSetting(
                      current,
                      column,
                      field.key,
                      typeof next === 'number' && Number.isFinite(next) ? next : null,
                    ),
                  )
                }
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
