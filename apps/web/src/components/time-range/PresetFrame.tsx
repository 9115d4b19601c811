/** The Last, Previous and Current frames: one radio per named preset. */
import { Radio } from 'antd';
import type { Option } from '@panorama/core/time/time-frame';
import { t } from '../../i18n/t';

export interface PresetFrameProps {
  title: string;
  options: readonly Option<string>[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

export function PresetFrame({ title, options, value, onChange, testId }: PresetFrameProps) {
  return (
    <div data-testid={testId}>
      <div className="pn-time-range-section-title">{title}</div>
      <Radio.Group
        className="pn-time-range-presets"
        aria-label={title}
        value={value}
        onChange={(event) => onChange(String(event.target.value))}
        options={options.map((option) => ({
          value: option.value,
          label: t(option.label),
          'data-testid': `time-range-preset-${option.value}`,
        }))}
      />
    </div>
  );
}
