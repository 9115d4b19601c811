/**
 * A start and end date-time picker over naive `YYYY-MM-DDTHH:mm:ss` text, shown as the
 * wall-clock times it names (no shift to the browser's zone). Used as an antd form control.
 */
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { t } from '../../i18n/t';
import { TIME_VALUE_FORMAT } from './annotationForm';

const DISPLAY_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface TimeRangeInputProps {
  value?: [string, string] | null;
  onChange?: (value: [string, string] | null) => void;
  id?: string;
}

export function TimeRangeInput({ value, onChange, id }: TimeRangeInputProps) {
  const start = value ? dayjs(value[0]) : null;
  const end = value ? dayjs(value[1]) : null;
  return (
    <DatePicker.RangePicker
      id={id}
      className="pn-annotation-range"
      data-testid="annotation-range"
      showTime
      format={DISPLAY_FORMAT}
      placeholder={[t('Start date'), t('End date')]}
      // The form reports "end before start" itself, with the server's wording.
      order={false}
      value={start?.isValid() && end?.isValid() ? [start, end] : null}
      onChange={(next) => {
        const [from, to] = next ?? [];
        onChange?.(
          from && to ? [from.format(TIME_VALUE_FORMAT), to.format(TIME_VALUE_FORMAT)] : null,
        );
      }}
    />
  );
}
