/**
 * Two times of day, start and end (Superset's TimeRangeControl), stored as `[start, end]` in
 * `HH:mm:ss`; either side may stay empty, and clearing empties both.
 */
import { TimePicker } from 'antd';
import { useMemo } from 'react';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import { ControlHeader, headerPropsOf } from './ControlHeader';
import { TIME_OF_DAY_FORMAT, timeOfDayRange, timeOfDayRangeValue } from './timeOfDayRange';

export function TimeRangeControl(props: ControlComponentProps) {
  const { name, value, onChange } = props;
  // The picker compares its value by identity: a new pair on every render would reset it.
  const sides = useMemo(() => timeOfDayRangeValue(value), [value]);
  return (
    <div>
      <ControlHeader {...headerPropsOf(props)} />
      <TimePicker.RangePicker
        id={`control-${name}`}
        className="pn-control-full"
        format={TIME_OF_DAY_FORMAT}
        value={sides}
        allowClear
        allowEmpty={[true, true]}
        placeholder={[t('Start'), t('End')]}
        onChange={(sides) => onChange(timeOfDayRange(sides))}
      />
    </div>
  );
}
