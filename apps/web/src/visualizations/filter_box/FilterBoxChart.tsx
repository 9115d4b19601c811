/**
 * The filter box: a select box per filtered column (options ordered by the item's metric, the
 * metric shown beside each option), an optional time range, and an Apply button unless
 * instant filtering is on. Applying emits the data mask the dashboard filters its charts with.
 */
import { Button, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  FILTER_BOX_MENU_MAX_HEIGHT,
  FILTER_BOX_OPTION_HEIGHT,
} from '@panorama/core/filters/filter-box';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import { DateFilterControl } from '../../components/time-range/DateFilterControl';
import { t } from '../../i18n/t';
import { filterBoxDataMask, type FilterBoxSelections } from './filterBoxMask';
import type { FilterBoxChartProps } from './transformProps';

const formatMetric = getNumberFormatter('SMART_NUMBER');

function initialSelections(props: FilterBoxChartProps): FilterBoxSelections {
  return Object.fromEntries(props.fields.map((field) => [field.column, field.initialValue]));
}

export default function FilterBoxChart(props: FilterBoxChartProps) {
  const { fields, dateFilter, instantFiltering, setDataMask, width, height } = props;
  const [selections, setSelections] = useState(() => initialSelections(props));
  const [timeRange, setTimeRange] = useState(props.initialTimeRange);
  const [dirty, setDirty] = useState(false);

  const emit = (nextSelections: FilterBoxSelections, nextTime: string) => {
    setDataMask?.(filterBoxDataMask(nextSelections, dateFilter ? nextTime : null));
    setDirty(false);
  };
  const changed = (nextSelections: FilterBoxSelections, nextTime: string) => {
    setSelections(nextSelections);
    setTimeRange(nextTime);
    if (instantFiltering) emit(nextSelections, nextTime);
    else setDirty(true);
  };

  return (
    <div
      className="pn-filter-box"
      data-test="filter-box"
      style={{ width, height, overflowY: 'auto', padding: 8, boxSizing: 'border-box' }}
    >
      {dateFilter && (
        <div style={{ marginBottom: 12 }} data-test="filter-box-time-range">
          <Typography.Text strong>{t('Time range')}</Typography.Text>
          <DateFilterControl
            name="filter_box_time_range"
            value={timeRange}
            onChange={(next) =>
              changed(selections, typeof next === 'string' ? next : NO_TIME_RANGE)
            }
            validationErrors={[]}
            config={{ type: 'DateFilterControl' }}
            formData={{ datasource: '', viz_type: 'filter_box' }}
            datasource={null}
          />
        </div>
      )}
      {fields.map((field) => (
        <div key={field.column} style={{ marginBottom: 12 }} data-test="filter-box-field">
          <Typography.Text strong>{field.label}</Typography.Text>
          <Select
            aria-label={field.label}
            style={{ width: '100%', marginTop: 4 }}
            mode={field.multiple ? 'multiple' : undefined}
            allowClear={field.clearable}
            showSearch
            optionFilterProp="label"
            placeholder={t('%s option(s)', field.options.length)}
            virtual={field.virtual}
            listHeight={FILTER_BOX_MENU_MAX_HEIGHT}
            listItemHeight={FILTER_BOX_OPTION_HEIGHT}
            value={field.multiple ? selections[field.column] : selections[field.column]?.[0]}
            options={field.options.map((option) => ({
              value: option.value as string | number,
              label: option.label,
              metric: option.metric,
            }))}
            optionRender={(option) => (
              <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <span>{option.label}</span>
                {typeof option.data.metric === 'number' && (
                  <Typography.Text type="secondary">
                    {formatMetric(option.data.metric)}
                  </Typography.Text>
                )}
              </span>
            )}
            onChange={(next: unknown) => {
              const values = Array.isArray(next) ? next : next === undefined ? [] : [next];
              changed(
                { ...selections, [field.column]: values as Array<string | number | boolean> },
                timeRange,
              );
            }}
          />
        </div>
      ))}
      {!instantFiltering && (
        <Button
          type="primary"
          size="small"
          disabled={!dirty}
          onClick={() => emit(selections, timeRange)}
          data-test="filter-box-apply"
        >
          {t('Apply')}
        </Button>
      )}
    </div>
  );
}
