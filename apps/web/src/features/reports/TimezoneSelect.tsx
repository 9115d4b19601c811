/** The timezone of a report schedule, searchable by name or offset. */
import { Select } from 'antd';
import { useMemo } from 'react';
import { t } from '../../i18n/t';
import { timezoneOptions } from './timezones';

export function TimezoneSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const options = useMemo(() => timezoneOptions(value ? [value] : []), [value]);
  return (
    <Select
      id={id}
      aria-label={t('Timezone')}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      options={options}
      onChange={(next: string) => onChange?.(next)}
      data-testid="report-timezone"
    />
  );
}
