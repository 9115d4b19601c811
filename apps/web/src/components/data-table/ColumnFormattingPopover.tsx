/**
 * The 'Column Formatting' choice of a temporal column's header: show dates formatted (UTC,
 * `YYYY-MM-DD HH:mm:ss`) or as the server sent them (usually epoch milliseconds).
 */
import { SettingOutlined } from '@ant-design/icons';
import { Popover, Radio } from 'antd';
import type { SyntheticEvent } from 'react';
import { t } from '../../i18n/t';
import type { TemporalFormat } from './cellFormat';

export interface ColumnFormattingPopoverProps {
  columnKey: string;
  value: TemporalFormat;
  onChange: (format: TemporalFormat) => void;
}

// The popover is portalled, but React events still bubble to the header, whose click sorts.
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

export function ColumnFormattingPopover({
  columnKey,
  value,
  onChange,
}: ColumnFormattingPopoverProps) {
  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      title={t('Column Formatting')}
      content={
        <div onClick={keepInside} onKeyDown={keepInside} data-testid="column-formatting">
          <Radio.Group
            value={value}
            onChange={(event) => onChange(event.target.value as TemporalFormat)}
            options={[
              { value: 'formatted', label: t('Formatted date') },
              { value: 'original', label: t('Original value') },
            ]}
          />
        </div>
      }
    >
      <button
        type="button"
        className="pn-data-table-header-icon"
        aria-label={t('Column Formatting')}
        data-testid={`data-table-format-${columnKey}`}
        onClick={keepInside}
        onKeyDown={keepInside}
      >
        <SettingOutlined />
      </button>
    </Popover>
  );
}
