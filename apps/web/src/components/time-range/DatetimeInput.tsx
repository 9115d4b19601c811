/**
 * A date-and-time picker over the range grammar's naive `YYYY-MM-DDTHH:mm:ss` text. The text is
 * shown as the wall-clock time it names (no timezone shift), as the server evaluates it.
 */
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** DATETIME_FORMAT written as a dayjs pattern. */
const VALUE_FORMAT = 'YYYY-MM-DD[T]HH:mm:ss';
const DISPLAY_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface DatetimeInputProps {
  value: string;
  onChange: (value: string) => void;
  ariaLabel: string;
  testId: string;
  className?: string;
}

export function DatetimeInput({
  value,
  onChange,
  ariaLabel,
  testId,
  className,
}: DatetimeInputProps) {
  const parsed = dayjs(value);
  return (
    <DatePicker
      className={className ?? 'pn-time-range-datetime'}
      aria-label={ariaLabel}
      data-testid={testId}
      showTime
      allowClear={false}
      format={DISPLAY_FORMAT}
      value={parsed.isValid() ? parsed : null}
      onChange={(next) => {
        if (next) onChange(next.format(VALUE_FORMAT));
      }}
    />
  );
}
